// swift-tools-version:6.0
// A backend from outside IntroKit: WebP files, drawn by IntroKit's Cairo rasterizer and
// encoded by Debian's libwebp, registered in an `introkit` of this package's own. Nothing in
// IntroKit names it, yet it gets `--backend webp`, gallery tiles with thumbnails, filmstrips
// and snapshot strategies (see docs/architecture.md, "Adding a backend").
import PackageDescription

let package = Package(
    name: "CustomBackend",
    platforms: [.macOS(.v15)],
    products: [
        // This package's own `introkit`: IntroKit's commands with the WebP backend registered
        // (a product may not share IntroKit's `introkit` name within one package graph).
        .executable(name: "introkit-webp", targets: ["IntroKitWebP"]),
        .library(name: "WebPBackend", targets: ["WebPBackend"]),
    ],
    dependencies: [
        // Your package: .package(url: "https://github.com/…/IntroKit", from: "0.1.0")
        .package(name: "IntroKit", path: "../.."),
    ],
    targets: [
        // libwebp from Debian (apt-get install libwebp-dev), found through pkg-config.
        .systemLibrary(name: "CWebP", pkgConfig: "libwebp", providers: [.apt(["libwebp-dev"])]),
        .target(
            name: "WebPBackend",
            dependencies: [
                "CWebP",
                .product(name: "IntroUI", package: "IntroKit"),
                .product(name: "IntroPNG", package: "IntroKit"),
                .product(name: "IntroRender", package: "IntroKit"),
                .product(name: "IntroCairo", package: "IntroKit"),
            ]
        ),
        .executableTarget(
            name: "IntroKitWebP",
            dependencies: ["WebPBackend", .product(name: "IntroKitCLI", package: "IntroKit")]
        ),
        .testTarget(
            name: "WebPBackendTests",
            dependencies: [
                "WebPBackend", "CWebP",
                .product(name: "IntroSnapshot", package: "IntroKit"),
                .product(name: "IntroUI", package: "IntroKit"),
                .product(name: "IntroPNG", package: "IntroKit"),
                .product(name: "IntroRender", package: "IntroKit"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
