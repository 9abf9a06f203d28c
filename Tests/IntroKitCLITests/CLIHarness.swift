import Foundation
import IntroKitCLI
import Synchronization

/// Runs `introkit` in process with captured output, in a fresh temporary folder.
final class CLIHarness: Sendable {
    let directory: URL
    private let output = Mutex(Data())
    private let errors = Mutex(Data())

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("introkit-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Writes `text` to `name` in the folder.
    func file(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: directory.appendingPathComponent(name))
    }

    /// Runs the tool; the locale is `en` unless `locale` or `--locale` says otherwise.
    func run(_ arguments: [String], locale: String = "en", environment: [String: String] = [:]) -> Int32 {
        output.withLock { $0 = Data() }
        errors.withLock { $0 = Data() }
        let context = CommandContext(
            locale: locale, environment: environment, currentDirectory: directory, stderrIsTerminal: false,
            writeOutput: { data in self.output.withLock { $0.append(data) } },
            writeError: { data in self.errors.withLock { $0.append(data) } })
        return IntroKitTool().run(arguments, context: context)
    }

    var stdout: [String] { lines(output.withLock { $0 }) }
    var stderr: [String] { lines(errors.withLock { $0 }) }
    var stdoutText: String { String(decoding: output.withLock { $0 }, as: UTF8.self) }
    var stderrText: String { String(decoding: errors.withLock { $0 }, as: UTF8.self) }

    /// Writes `text` to a new file in the folder and returns its path.
    func temporaryFile(_ text: String, name: String = "input-\(UUID().uuidString).json") throws -> String {
        try file(name, text)
        return directory.appendingPathComponent(name).path
    }

    /// The outputs written to `folder`, sorted, without the gallery's manifest and thumbnails.
    func files(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent(folder).path)
            .filter(isRenderOutput).sorted()
    }

    func contents(_ path: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(path))
    }

    private func lines(_ data: Data) -> [String] {
        String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }
}

/// Whether a path inside an output folder is a rendered output rather than the gallery's
/// manifest or a thumbnail.
func isRenderOutput(_ path: String) -> Bool {
    path != "introkit-manifest.json" && path != "thumbnails" && !path.hasPrefix("thumbnails/")
}
