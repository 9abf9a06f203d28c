// swift-tools-version:6.0
// An iOS app's own package, as a team has it: its target imports SwiftUI, so it builds only
// for iOS, but `render-previews --target App` renders its previews here on Linux.
import PackageDescription

let package = Package(
    name: "IntroKitApp",
    platforms: [.iOS(.v17)],
    dependencies: [
        // Your package: .package(url: "https://github.com/…/IntroKit", from: "0.1.0")
        .package(name: "IntroKit", path: "../.."),
    ],
    targets: [
        .target(name: "App")
    ],
    swiftLanguageModes: [.v6]
)
