import Foundation

/// Where a previews build finds what it compiles against: the IntroKit package's root (for
/// the macro sources), its build folder (the modules of `swift build` and the preview
/// runtime library) and the Swift compiler with its host libraries (SwiftSyntax).
///
/// Found from the running executable, which SwiftPM puts in the build folder
/// (`<root>/.build/<triple>/<configuration>/introkit`, and the test bundle beside it):
/// the build folder is the executable's folder, the root the nearest folder above it with
/// a `Package.swift`. `INTROKIT_BUILD_DIR` and `INTROKIT_PACKAGE_ROOT` override them, and
/// `INTROKIT_SWIFTC` the compiler (else `swiftc` on `PATH`).
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
        var root = environment["INTROKIT_PACKAGE_ROOT"].map { URL(fileURLWithPath: $0) }
        if root == nil {
            var folder = build
            while folder.path != "/" {
                folder = folder.deletingLastPathComponent()
                if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                    root = folder
                    break
                }
            }
        }
        guard let root else { throw .environment(what: "IntroKit's package root (set INTROKIT_PACKAGE_ROOT)", path: build.path) }
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
