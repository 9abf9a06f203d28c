// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "IntroKit",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "IntroUI", targets: ["IntroUI"]),
        // Combine's and UIKit's names that SwiftUI files use, with still-frame meaning.
        .library(name: "IntroCombine", targets: ["IntroCombine"]),
        .library(name: "IntroUIKit", targets: ["IntroUIKit"]),
        .library(name: "IntroJSON", targets: ["IntroJSON"]),
        .library(name: "WelcomeSheet", targets: ["WelcomeSheet"]),
        .library(name: "Stories", targets: ["Stories"]),
        .library(name: "IntroStrings", targets: ["IntroStrings"]),
        .library(name: "IntroRender", targets: ["IntroRender"]),
        .library(name: "IntroPNG", targets: ["IntroPNG"]),
        .library(name: "IntroCairo", targets: ["IntroCairo"]),
        .library(name: "IntroSnapshotCore", targets: ["IntroSnapshotCore"]),
        .library(name: "IntroSnapshot", targets: ["IntroSnapshot"]),
        .library(name: "IntroGalleryFormat", targets: ["IntroGalleryFormat"]),
        // Rendering from Swift: a typed request in, outputs (bytes, manifest entries,
        // thumbnails, findings) out, with the matrix, the workers and the cache inside.
        .library(name: "IntroKit", targets: ["IntroKit"]),
        // Video files (MP4, WebM, GIF) encoded by FFmpeg's libraries, frame by frame.
        .library(name: "IntroVideo", targets: ["IntroVideo"]),
        // The commands of `introkit` as a library: a package builds its own tool with
        // backends of its own (`IntroKitTool.main(backends:)`, see Samples/CustomBackend).
        .library(name: "IntroKitCLI", targets: ["IntroKitCLI"]),
        .library(name: "IntroGallery", targets: ["IntroGallery"]),
        // `introkit previews`: SwiftUI files' previews discovered, built against IntroKit's
        // modules and rendered; and, as a shared library, the runtime a previews build links
        // (IntroUI and the rest, the stock backends, the runner), which `swift build` makes.
        .library(name: "IntroPreviews", targets: ["IntroPreviews"]),
        .library(name: "IntroKitPreviewRuntime", type: .dynamic, targets: ["IntroPreviews", "IntroUIKit"]),
        .executable(name: "introkit", targets: ["introkit"]),
        .executable(name: "introkit-bench", targets: ["introkit-bench"]),
        .executable(name: "introkit-memcheck", targets: ["introkit-memcheck"]),
        .executable(name: "introkit-content", targets: ["introkit-content"]),
        .plugin(name: "IntroContentPlugin", targets: ["IntroContentPlugin"]),
        .plugin(name: "RenderPreviews", targets: ["RenderPreviews"]),
    ],
    targets: [
        // C libraries from Debian, found through pkg-config.
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPangoCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CRsvg", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev"])]),
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        // FFmpeg (libavformat's pkg-config flags; the module map links its five libraries).
        .systemLibrary(name: "CFFmpeg", pkgConfig: "libavformat", providers: [.apt(["libavcodec-dev", "libavformat-dev", "libavfilter-dev", "libswscale-dev"])]),
        .systemLibrary(name: "CMalloc"),
        .systemLibrary(name: "CLoadedObjects"),

        // System utilities (Foundation only), each written once: bounded file reads, the atomic
        // writer (staging folders, signal clean-up), the parallel map.
        .target(name: "IntroSystem"),
        // Video: FFmpeg's encoders and muxers behind a frame-by-frame writer, the App Store and
        // pull-request presets and their pre-flight rules. Knows no model and no backend.
        .target(name: "IntroVideo", dependencies: ["CFFmpeg"]),

        // The pipeline, model side: no backend, no files, no environment.
        .target(name: "IntroUI", dependencies: ["IntroCombine"]),
        // What `import Combine` and `import UIKit` give a SwiftUI file (Foundation only; UIKit's
        // names on IntroUI's views and colours).
        .target(name: "IntroCombine"),
        .target(name: "IntroUIKit", dependencies: ["IntroUI"]),
        .target(name: "IntroJSON"),
        .target(name: "WelcomeSheet", dependencies: ["IntroUI", "IntroJSON"]),
        .target(name: "Stories", dependencies: ["IntroUI", "IntroJSON"]),
        // Translations: String Catalogs and .strings files decoded from bytes, looked up by key.
        .target(name: "IntroStrings", dependencies: ["IntroUI", "IntroJSON"]),

        // The pipeline, output side. IntroPNG is the PNG codec (encoder, decoder, APNG): it
        // knows no drawing library; IntroCairo rasterizes and hands it pixels.
        .target(name: "IntroPNG", dependencies: ["CDeflate", "CPNG", "IntroSystem"]),
        .target(name: "IntroRender", dependencies: ["IntroUI", "IntroPNG", "IntroJSON", "IntroSystem"]),
        .target(
            name: "IntroCairo",
            dependencies: ["IntroRender", "IntroUI", "IntroPNG", "IntroSystem", "CCairo", "CPangoCairo", "CRsvg"],
            // The SF Symbol stand-ins drawn here, read from the checkout (see SymbolThemes).
            exclude: ["Symbols"]
        ),
        // Snapshot testing: the engine knows no model; IntroSnapshot adds the page and stories
        // subjects and re-exports the engine (what users import). Failures leave records for
        // the gallery's review page.
        .target(
            name: "IntroSnapshotCore", dependencies: ["IntroUI", "IntroRender", "IntroPNG", "IntroGalleryFormat", "IntroSystem"]),
        // IntroSnapshot's strategies without a named backend draw with Cairo: the one place
        // the snapshot side names a backend.
        .target(
            name: "IntroSnapshot",
            dependencies: ["IntroSnapshotCore", "IntroUI", "IntroRender", "IntroPNG", "IntroCairo", "WelcomeSheet", "Stories", "IntroPreviews"]),
        // Review: the on-disk formats (manifests of renders, snapshot failure records), which
        // producers and the page share, and the HTML gallery page built from them.
        .target(name: "IntroGalleryFormat"),
        .target(name: "IntroGallery", dependencies: ["IntroGalleryFormat", "IntroUI"]),

        // The render library: plans (the matrix), workers, the render cache, filmstrips,
        // manifest entries and thumbnails. No backend of its own and no Cairo: backends come
        // through IntroRender's registry, what only a backend's host knows is passed in.
        .target(
            name: "IntroKit",
            dependencies: [
                "IntroUI", "IntroJSON", "WelcomeSheet", "Stories", "IntroStrings", "IntroRender", "IntroPNG", "IntroGalleryFormat",
                "IntroGallery", "IntroSystem", "IntroVideo", "CLoadedObjects",
            ]
        ),
        // Previews of SwiftUI files: discovery, the generated build (shims, the macro plugin
        // built from Sources/IntroPreviewMacros (no target: compiled by the previews build) against the toolchain's SwiftSyntax, the registry), the runner.
        .target(
            name: "IntroPreviews",
            dependencies: ["IntroKit", "IntroUI", "Stories", "IntroRender", "IntroCairo", "IntroGalleryFormat", "IntroSystem", "IntroVideo"]),
        // A command line's declarations: typed options and their parsers, the arguments parsed
        // against a command's, usage problems as values, generated help (Foundation only).
        .target(name: "IntroCommandLine"),
        // The command-line tool: a library for the commands (arguments in, the render library
        // called, lines and files out), a thin executable.
        .target(
            name: "IntroKitCLI",
            dependencies: [
                "IntroKit", "IntroUI", "IntroJSON", "WelcomeSheet", "Stories", "IntroStrings", "IntroRender", "IntroCairo",
                "IntroGalleryFormat", "IntroGallery", "IntroSystem", "IntroVideo", "IntroPreviews", "IntroCommandLine",
            ]
        ),
        .executableTarget(name: "introkit", dependencies: ["IntroKitCLI", "CMalloc"]),
        .executableTarget(
            name: "introkit-bench",
            dependencies: ["IntroUI", "WelcomeSheet", "Stories", "IntroRender", "IntroPNG", "IntroCairo", "IntroSnapshotCore", "IntroKit"]
        ),
        // Fails scripts/docs on an undocumented public symbol (reads symbol graphs).
        .executableTarget(name: "introkit-doccheck"),
        .executableTarget(
            name: "introkit-memcheck", dependencies: ["IntroUI", "WelcomeSheet", "IntroRender", "IntroCairo"]),

        // SwiftPM plugins: JSON content compiled into typed Swift values, and sample previews.
        .executableTarget(name: "introkit-content", dependencies: ["IntroJSON", "IntroUI", "WelcomeSheet", "Stories"]),
        .plugin(name: "IntroContentPlugin", capability: .buildTool(), dependencies: ["introkit-content"]),
        .plugin(
            name: "RenderPreviews",
            capability: .command(
                intent: .custom(verb: "render-previews", description: "Render the Samples (or the given JSON files) into Previews/"),
                permissions: [.writeToPackageDirectory(reason: "Writes the rendered previews into Previews/")]
            ),
            dependencies: ["introkit"]
        ),

        .testTarget(name: "IntroJSONTests", dependencies: ["IntroJSON"]),
        .testTarget(name: "IntroSystemTests", dependencies: ["IntroSystem"]),
        .testTarget(name: "IntroCommandLineTests", dependencies: ["IntroCommandLine"]),
        .testTarget(name: "IntroVideoTests", dependencies: ["IntroVideo"]),
        .testTarget(name: "IntroPNGTests", dependencies: ["IntroPNG"], exclude: ["OtherTool", "FuzzFindings"]),
        .testTarget(name: "IntroUITests", dependencies: ["IntroUI", "IntroRender", "IntroCombine"], exclude: ["LayoutFixtures"]),
        .testTarget(name: "IntroCombineTests", dependencies: ["IntroCombine"]),
        .testTarget(name: "IntroUIKitTests", dependencies: ["IntroUIKit", "IntroUI", "IntroRender"]),
        .testTarget(name: "WelcomeSheetTests", dependencies: ["WelcomeSheet", "IntroUI", "IntroJSON", "IntroRender"]),
        .testTarget(name: "StoriesTests", dependencies: ["Stories", "IntroUI", "IntroJSON", "IntroRender"]),
        .testTarget(name: "IntroStringsTests", dependencies: ["IntroStrings", "IntroJSON", "IntroUI"]),
        // Every Swift snippet of the seed READMEs, verbatim (see its README section).
        .testTarget(name: "SeedSnippetTests", dependencies: ["Stories", "WelcomeSheet", "IntroUI", "IntroRender"]),
        .testTarget(name: "IntroRenderTests", dependencies: ["IntroRender", "IntroUI", "IntroJSON"]),
        .testTarget(
            name: "IntroCairoTests", dependencies: ["IntroCairo", "IntroPNG", "IntroRender", "IntroUI", "IntroJSON", "CRsvg", "WelcomeSheet", "Stories"], exclude: ["Fidelity"]),
        .testTarget(
            name: "IntroPreviewsTests",
            dependencies: ["IntroPreviews", "IntroKit", "IntroUI", "IntroRender", "Stories", "IntroPNG", "IntroVideo", "IntroGalleryFormat", "IntroSystem"]),
        .testTarget(name: "IntroGalleryTests", dependencies: ["IntroGallery", "IntroGalleryFormat"]),
        .testTarget(name: "IntroGalleryFormatTests", dependencies: ["IntroGalleryFormat"]),
        .testTarget(name: "IntroSnapshotCoreTests", dependencies: ["IntroSnapshotCore"]),
        .testTarget(name: "IntroSnapshotTests", dependencies: ["IntroSnapshot", "IntroSnapshotCore", "IntroPNG", "IntroCairo", "IntroRender", "IntroGalleryFormat", "IntroUI", "WelcomeSheet", "Stories"], exclude: ["__Snapshots__"]),
        .testTarget(
            name: "IntroKitTests",
            dependencies: [
                "IntroKit", "IntroRender", "IntroUI", "IntroJSON", "WelcomeSheet", "Stories", "IntroCairo", "IntroPNG", "IntroGalleryFormat",
                "IntroSystem", "IntroVideo", "IntroStrings",
            ]),
        .testTarget(
            name: "IntroKitCLITests",
            dependencies: [
                "IntroKitCLI", "IntroKit", "IntroJSON", "WelcomeSheet", "Stories", "IntroStrings", "IntroSnapshot", "IntroGallery",
                "IntroGalleryFormat", "IntroUI", "IntroRender", "IntroPNG", "IntroCairo", "IntroSystem", "IntroCommandLine", "IntroPreviews",
            ],
            exclude: ["Corpus"]),
    ],
    swiftLanguageModes: [.v6]
)
