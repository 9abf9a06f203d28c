import Foundation
import IntroKit

/// A previews build in a cache folder: the macro plugin and the shim modules, made once per
/// build identity (the compiler, IntroKit's modules and runtime library, the macro sources,
/// the shim table), and a runner per set of inputs — the user's files and the registry
/// generated for their previews — compiled with one `swiftc` against IntroKit's modules and
/// linked to the runtime library, so IntroKit is never rebuilt.
public struct PreviewBuild: Sendable {
    /// Where IntroKit's modules, library and compiler are.
    public let environment: PreviewBuildEnvironment
    /// The cache folder.
    public let cache: URL

    /// A build in `cache` against `environment`.
    public init(environment: PreviewBuildEnvironment, cache: URL) {
        self.environment = environment
        self.cache = cache
    }

    /// The folder of this build identity's plugin and shims.
    var identityFolder: URL {
        var key = CacheKeyBytes()
        key.add(environment.swiftc.path)
        key.add(Self.stamp(environment.library))
        key.add(Self.stamp(environment.modules.appendingPathComponent("IntroUI.swiftmodule")))
        for file in macroSources { key.add(file.path + "\n" + ((try? String(contentsOf: file, encoding: .utf8)) ?? "")) }
        for shim in ShimModules.table { key.add(ShimModules.source(shim.name, reexports: shim.reexports)) }
        return cache.appendingPathComponent("build-" + key.digest.prefix(16))
    }

    /// The macro plugin's sources: Sources/IntroPreviewMacros and the symbol naming they share with this module.
    var macroSources: [URL] {
        let folder = environment.macroSources
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0) }
            + [environment.packageRoot.appendingPathComponent("Sources/IntroPreviews/PreviewSymbol.swift")]
    }

    /// A name for a scratch file or folder that no other build or run uses at the same time,
    /// in another process or in this one (two tests of one process build and run at once).
    static var scratchSuffix: String { "\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)" }

    /// A file's size and modification time, which change when it is rebuilt.
    static func stamp(_ file: URL) -> String {
        let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
        let size = (attributes?[.size] as? NSNumber)?.intValue ?? -1
        let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(file.path) \(size) \(date)"
    }

    /// The macro plugin library, compiled when this identity has none.
    func macroPlugin() throws(PreviewsError) -> URL {
        let library = identityFolder.appendingPathComponent("macros/libIntroPreviewMacros.so")
        let host = environment.hostLibraries.path
        try compileOnce(library, what: "the macro plugin") { output in
            ["-emit-library", "-module-name", "IntroPreviewMacros", "-O", "-I", host, "-L", host]
                + ["SwiftSyntax", "SwiftSyntaxMacros", "SwiftSyntaxBuilder", "SwiftDiagnostics"].map { "-l" + $0 }
                + ["-Xlinker", "-rpath", "-Xlinker", host, "-o", output.path] + macroSources.map(\.path)
        }
        return library
    }

    /// The folder of the shim modules, compiled when this identity has none.
    func shims() throws(PreviewsError) -> URL {
        let folder = identityFolder.appendingPathComponent("shims")
        for shim in ShimModules.table {
            let module = folder.appendingPathComponent(shim.name + ".swiftmodule")
            guard !FileManager.default.fileExists(atPath: module.path) else { continue }
            // Each compile has its own copy of the source: another process writing the shared
            // one while the compiler reads it fails that build ("modified during the build").
            let source = identityFolder.appendingPathComponent("shim-sources/\(shim.name).\(Self.scratchSuffix).swift")
            try write(ShimModules.source(shim.name, reexports: shim.reexports), to: source)
            defer { try? FileManager.default.removeItem(at: source) }
            try compileOnce(module, what: "the \(shim.name) shim") { output in
                ["-emit-module", "-parse-as-library", "-module-name", shim.name, "-I", environment.modules.path, "-o", output.path, source.path]
            }
        }
        return folder
    }

    /// The runner of `sources`, their `previews` and their `stories` types: reused when the
    /// texts and the registry are those of a runner already made, else compiled. A file that
    /// does not compile throws the compiler's error lines, naming the files as given.
    public func runner(
        sources: [SwiftSource], previews: [DiscoveredPreview], stories: [DiscoveredStories] = [], currentDirectory: URL
    ) throws(PreviewsError) -> URL {
        let files = sources.map(\.file)
        let plugin = try macroPlugin()
        let shims = try shims()
        let absolute = files.map { PreviewsPipeline.location(of: $0, in: currentDirectory).standardizedFileURL.path }
        let registry = PreviewRegistrySource.source(previews, stories: stories, absolutePaths: Dictionary(uniqueKeysWithValues: zip(files, absolute)))
        var key = CacheKeyBytes()
        key.add(identityFolder.path)
        key.add(registry)
        for (source, path) in zip(sources, absolute) {
            key.add(path)
            key.add(source.text)
        }
        let folder = identityFolder.appendingPathComponent("apps/" + key.digest.prefix(16))
        let runner = folder.appendingPathComponent("runner")
        if FileManager.default.isExecutableFile(atPath: runner.path) { return runner }
        // Each compile has its own copy of the registry, as of each shim's source: two runs
        // building one runner at once must not rewrite the file the other's compiler reads.
        let registryFile = folder.appendingPathComponent("Registry.\(Self.scratchSuffix).swift")
        try write(registry, to: registryFile)
        defer { try? FileManager.default.removeItem(at: registryFile) }
        let staging = folder.appendingPathComponent("runner.\(Self.scratchSuffix).tmp")
        let arguments =
            ["-parse-as-library", "-module-name", "Previews", "-swift-version", "5", "-Onone", "-diagnostic-style", "llvm"]
            + ["-I", shims.path, "-I", environment.modules.path, "-load-plugin-library", plugin.path]
            + ["-L", environment.buildFolder.path, "-l" + PreviewBuildEnvironment.runtimeLibrary]
            + ["-Xlinker", "-rpath", "-Xlinker", environment.buildFolder.path, "-Xlinker", "--export-dynamic"]
            + ["-o", staging.path] + absolute + [registryFile.path]
        let run = try ProgramRun.run(environment.swiftc, arguments, in: folder)
        guard run.status == 0, !run.signaled else {
            try? FileManager.default.removeItem(at: staging)
            let errors = CompilerDiagnostics.errors(in: run.output, paths: Dictionary(uniqueKeysWithValues: zip(absolute, files)))
            throw errors.isEmpty ? .build(what: "the previews of " + files.joined(separator: ", "), output: run.output) : .compile(diagnostics: errors)
        }
        do {
            try FileManager.default.moveItem(at: staging, to: runner)
        } catch {
            if !FileManager.default.isExecutableFile(atPath: runner.path) { throw .unreadable(path: runner.path, reason: error.localizedDescription) }
        }
        return runner
    }

    /// Compiles `product` unless it exists: `arguments` for an output path (a staging file
    /// renamed into place, so that two runs at once never see half a product).
    private func compileOnce(_ product: URL, what: String, _ arguments: (URL) -> [String]) throws(PreviewsError) {
        guard !FileManager.default.fileExists(atPath: product.path) else { return }
        let folder = product.deletingLastPathComponent()
        try makeFolder(folder)
        let staging = folder.appendingPathComponent(".\(product.lastPathComponent).\(Self.scratchSuffix)")
        let run = try ProgramRun.run(environment.swiftc, arguments(staging), in: folder)
        guard run.status == 0, !run.signaled else {
            throw .build(what: what, output: run.output)
        }
        // A module's documentation files are written beside it; only the module is renamed.
        do {
            try FileManager.default.moveItem(at: staging, to: product)
        } catch {
            if !FileManager.default.fileExists(atPath: product.path) { throw .unreadable(path: product.path, reason: error.localizedDescription) }
        }
    }

    private func makeFolder(_ folder: URL) throws(PreviewsError) {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .unreadable(path: folder.path, reason: error.localizedDescription)
        }
    }

    private func write(_ text: String, to file: URL) throws(PreviewsError) {
        try makeFolder(file.deletingLastPathComponent())
        do {
            try Data(text.utf8).write(to: file, options: .atomic)
        } catch {
            throw .unreadable(path: file.path, reason: error.localizedDescription)
        }
    }
}
