// swift-tools-version:6.0
// A package that uses IntroKit the way an app's package would: the seed READMEs' Swift
// code, JSON content compiled by IntroContentPlugin, and PNG previews from `swift run demo`.
import PackageDescription

let package = Package(
    name: "IntroKitDemo",
    platforms: [.macOS(.v15)],
    dependencies: [
        // Your package: .package(url: "https://github.com/…/IntroKit", from: "0.1.0")
        .package(name: "IntroKit", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "demo",
            dependencies: [
                .product(name: "IntroUI", package: "IntroKit"),
                .product(name: "WelcomeSheet", package: "IntroKit"),
                .product(name: "Stories", package: "IntroKit"),
                .product(name: "IntroRender", package: "IntroKit"),
                .product(name: "IntroCairo", package: "IntroKit"),
            ],
            plugins: [.plugin(name: "IntroContentPlugin", package: "IntroKit")]
        ),
        .testTarget(
            name: "DemoTests",
            dependencies: [
                .product(name: "IntroSnapshot", package: "IntroKit"),
                .product(name: "WelcomeSheet", package: "IntroKit"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
