// swift-tools-version:6.0
// A backend from outside IntroKit: WebP files, drawn by the rasterizer of the `introkit` that
// loads it (Cairo's, in a stock one: this package imports no Cairo) and encoded by Debian's
// libwebp, registered into a stock `introkit` by a dynamic library product
// (`INTROKIT_BACKENDS=…/libWebPBackendPlugin.so introkit …`). Nothing in IntroKit names it, yet
// it gets `--backend webp` (the default, as it chooses), the cache, gallery tiles with pixel
// sizes and thumbnails, filmstrips, snapshots stored as WebP, lint and localized messages
// (see docs/architecture.md, "Adding a backend").
import PackageDescription

let package = Package(
    name: "CustomBackend",
    platforms: [.macOS(.v15)],
    products: [
        // The registration product: a shared library a stock `introkit` loads at start-up
        // (`INTROKIT_BACKENDS`), exporting `introkit_register_backends`.
        .library(name: "WebPBackendPlugin", type: .dynamic, targets: ["WebPBackendPlugin"]),
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
            ]
        ),
        .target(name: "WebPBackendPlugin", dependencies: ["WebPBackend", .product(name: "IntroRender", package: "IntroKit")]),
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
