import Foundation
import Testing

@testable import IntroPreviews

/// IntroKit's package found from a build folder: its own, and in a package that depends on
/// it by path or from a checkout, as SwiftPM's `workspace-state.json` records them.
@Suite struct PreviewBuildEnvironmentTests {
    /// A scratch folder with `files` (relative paths) written in it.
    func folder(
        _ files: [String: String],
        at root: URL = FileManager.default.temporaryDirectory.appendingPathComponent("introkit-environment-\(UUID().uuidString)")
    ) throws -> URL {
        for (path, text) in files {
            let file = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        return root
    }

    func state(_ dependencies: [(path: String?, subpath: String)]) -> String {
        let entries = dependencies.map { dependency in
            let state = dependency.path.map { #"{"name": "fileSystem", "path": "\#($0)"}"# } ?? #"{"name": "sourceControlCheckout"}"#
            return #"{"packageRef": {"identity": "x"}, "state": \#(state), "subpath": "\#(dependency.subpath)"}"#
        }
        return #"{"object": {"dependencies": [\#(entries.joined(separator: ","))]}, "version": 7}"#
    }

    @Test func itsOwnBuildFolderIsUnderIntroKit() throws {
        let root = try folder(["IntroKit/Package.swift": "", "IntroKit/Sources/IntroPreviewMacros/Macros.swift": ""])
        defer { try? FileManager.default.removeItem(at: root) }
        let build = root.appendingPathComponent("IntroKit/.build/x86_64-unknown-linux-gnu/debug")
        #expect(PreviewBuildEnvironment.introKitRoot(above: build)?.path == root.appendingPathComponent("IntroKit").path)
    }

    @Test func aDependentPackageFindsItsPathDependency() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("introkit-dependencies-\(UUID().uuidString)")
        let state = state([(base.appendingPathComponent("Other").path, "Other"), (base.appendingPathComponent("IntroKit").path, "IntroKit")])
        let root = try folder([
            "IntroKit/Package.swift": "", "IntroKit/Sources/IntroPreviewMacros/Macros.swift": "", "Other/Package.swift": "",
            "App/Package.swift": "", "App/.build/workspace-state.json": state,
        ], at: base)
        defer { try? FileManager.default.removeItem(at: root) }
        let build = root.appendingPathComponent("App/.build/x86_64-unknown-linux-gnu/debug")
        #expect(PreviewBuildEnvironment.introKitRoot(above: build)?.path == root.appendingPathComponent("IntroKit").path)
    }

    @Test func aDependentPackageFindsItsCheckout() throws {
        let root = try folder([
            "App/Package.swift": "", "App/.build/checkouts/IntroKit/Package.swift": "",
            "App/.build/checkouts/IntroKit/Sources/IntroPreviewMacros/Macros.swift": "",
            "App/.build/workspace-state.json": state([(nil, "IntroKit")]),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let build = root.appendingPathComponent("App/.build/x86_64-unknown-linux-gnu/debug")
        #expect(PreviewBuildEnvironment.introKitRoot(above: build)?.path == root.appendingPathComponent("App/.build/checkouts/IntroKit").path)
    }

    @Test func aPackageWithoutIntroKitHasNone() throws {
        let root = try folder(["App/Package.swift": "", "App/.build/workspace-state.json": "not JSON"])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(PreviewBuildEnvironment.introKitRoot(above: root.appendingPathComponent("App/.build/debug")) == nil)
    }
}
