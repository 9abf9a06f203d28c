import Foundation
import IntroSystem

/// Where a previews build finds what it compiles against: the IntroKit package's root (for
/// the macro sources), its build folder (the modules of `swift build` and the preview
/// runtime library) and the Swift compiler with its host libraries (SwiftSyntax).
///
/// Found from the running executable, which SwiftPM puts in the build folder
/// (`<root>/.build/<triple>/<configuration>/introkit`, and the test bundle beside it):
/// the build folder is the executable's folder, the root IntroKit's package — the nearest
/// package above it, or, in a package that depends on IntroKit (a test bundle using
/// `IntroSnapshot`), the dependency that SwiftPM's `workspace-state.json` above it records
/// (``introKitRoot(above:)``). `INTROKIT_BUILD_DIR` and `INTROKIT_PACKAGE_ROOT` override
/// them, and `INTROKIT_SWIFTC` the compiler (else `swiftc` on `PATH`).
public struct PreviewBuildEnvironment: Sendable, Hashable {
    /// The IntroKit package's root folder.
    public var packageRoot: URL
    /// The folder with `Modules/` and the preview runtime library.
    public var buildFolder: URL
    /// The Swift compiler.
    public var swiftc: URL

    /// The name of the preview runtime library product (`lib<name>.so` in the build folder).
    public static let runtimeLibrary = "IntroKitPreviewRuntime"

    /// An environment from its parts.
    public init(packageRoot: URL, buildFolder: URL, swiftc: URL) {
        self.packageRoot = packageRoot
        self.buildFolder = buildFolder
        self.swiftc = swiftc
    }

    /// The environment of the running program, or why there is none.
    public static func current(environment: [String: String] = ProcessInfo.processInfo.environment) throws(PreviewsError)
        -> PreviewBuildEnvironment
    {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let build = environment["INTROKIT_BUILD_DIR"].map { URL(fileURLWithPath: $0) } ?? executable.deletingLastPathComponent()
        guard let root = environment["INTROKIT_PACKAGE_ROOT"].map({ URL(fileURLWithPath: $0) }) ?? introKitRoot(above: build) else { throw .environment(what: "IntroKit's package root (set INTROKIT_PACKAGE_ROOT)", path: build.path) }
        let library = build.appendingPathComponent("lib\(runtimeLibrary).so")
        guard FileManager.default.fileExists(atPath: library.path),
            FileManager.default.fileExists(atPath: build.appendingPathComponent("Modules/IntroUI.swiftmodule").path)
        else {
            throw .environment(what: "the preview runtime (run `swift build` in IntroKit, or set INTROKIT_BUILD_DIR)", path: library.path)
        }
        guard let swiftc = environment["INTROKIT_SWIFTC"].map({ URL(fileURLWithPath: $0) }) ?? Self.onPath("swiftc", environment) else {
            throw .environment(what: "the Swift compiler (swiftc on PATH, or INTROKIT_SWIFTC)", path: environment["PATH"] ?? "")
        }
        return PreviewBuildEnvironment(packageRoot: root.standardizedFileURL, buildFolder: build.standardizedFileURL, swiftc: swiftc)
    }

    /// IntroKit's package for a build folder: going up from it, a folder that is IntroKit's
    /// package (it has the macro sources), or a dependency recorded in a `workspace-state.json`
    /// there (a path dependency's folder, or a checkout under `checkouts/`) that is.
    public static func introKitRoot(above build: URL) -> URL? {
        var folder = build
        while folder.path != "/" {
            folder = folder.deletingLastPathComponent()
            if isIntroKit(folder) { return folder }
            if let dependency = dependencies(in: folder).first(where: isIntroKit) { return dependency }
        }
        return nil
    }

    /// Whether `folder` is IntroKit's package: a `Package.swift` beside the macro sources.
    private static func isIntroKit(_ folder: URL) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
            && FileManager.default.fileExists(atPath: folder.appendingPathComponent("Sources/IntroPreviewMacros").path)
    }

    /// The dependencies' folders that SwiftPM's `workspace-state.json` in `folder` records.
    private static func dependencies(in folder: URL) -> [URL] {
        struct State: Decodable {
            struct Object: Decodable { var dependencies: [Dependency] }
            struct Dependency: Decodable {
                struct Checkout: Decodable { var path: String? }
                var state: Checkout
                var subpath: String
            }
            var object: Object
        }
        guard let data = try? BoundedRead.contents(ofFile: folder.appendingPathComponent("workspace-state.json").path, limit: 16 << 20),
            let state = try? JSONDecoder().decode(State.self, from: data)
        else { return [] }
        return state.object.dependencies.map { dependency in
            dependency.state.path.map { URL(fileURLWithPath: $0) } ?? folder.appendingPathComponent("checkouts/" + dependency.subpath)
        }
    }

    /// The toolchain's host libraries (SwiftSyntax and its kin), which macro plugins link.
    public var hostLibraries: URL {
        swiftc.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib/swift/host")
    }

    /// The compiled modules of the IntroKit build.
    public var modules: URL { buildFolder.appendingPathComponent("Modules") }

    /// The preview runtime library.
    public var library: URL { buildFolder.appendingPathComponent("lib\(Self.runtimeLibrary).so") }

    /// The sources of the macro plugin (`#Preview`, and the other macros of the SwiftUI surface).
    public var macroSources: URL { packageRoot.appendingPathComponent("Sources/IntroPreviewMacros") }

    private static func onPath(_ name: String, _ environment: [String: String]) -> URL? {
        for folder in (environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}
