import Foundation
import IntroCairo
import IntroJSON
import IntroStrings
import IntroUI
import Stories
import Testing
import WelcomeSheet

@testable import IntroKitCLI

/// Runs the built `introkit` binary — a real process, so that a crash or a hang on a hostile
/// input fails one test instead of the whole run — in a fresh temporary folder, with a time
/// limit, and can start it without waiting (to send it a signal).
final class HostileRun: Sendable {
    /// The hostile-input corpus beside this file.
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")

    /// The process's exit, and what it printed.
    struct Result: Sendable {
        /// The exit code, or 128 + the signal number when a signal ended it.
        var status: Int32
        var stdout: String
        var stderr: String
        /// Whether it was stopped for running too long.
        var timedOut: Bool
    }

    /// The folder the tool runs in; `out/` inside it is where outputs go.
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("introkit-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// The output folder.
    var output: URL { directory.appendingPathComponent("out") }

    /// Starts `introkit` with `arguments`; its standard output and error go to files, or
    /// standard output to `standardOutput` when given (`/dev/full`).
    func start(_ arguments: [String], standardOutput: String? = nil, standardInput: Pipe? = nil) throws -> Process {
        let binary = IntroKitProcess.binary
        try #require(FileManager.default.isExecutableFile(atPath: binary.path), "introkit is not built: run `swift build --build-tests`")
        let process = IntroKitProcess.process(arguments, in: directory, locale: "C")
        for name in [".stdout", ".stderr"] { try Data().write(to: directory.appendingPathComponent(name)) }
        process.standardOutput = try FileHandle(
            forWritingTo: standardOutput.map(URL.init(fileURLWithPath:)) ?? directory.appendingPathComponent(".stdout"))
        process.standardError = try FileHandle(forWritingTo: directory.appendingPathComponent(".stderr"))
        process.standardInput = standardInput ?? FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Runs `introkit` to its end, stopping it after `timeout` seconds.
    func run(_ arguments: [String], standardOutput: String? = nil, standardInput: Pipe? = nil, timeout: TimeInterval = 300)
        throws -> Result
    {
        let process = try start(arguments, standardOutput: standardOutput, standardInput: standardInput)
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(5_000) }
        let timedOut = process.isRunning
        if timedOut {
            process.terminate()
            process.waitUntilExit()
        }
        let signalled = process.terminationReason == .uncaughtSignal
        return Result(
            status: signalled ? 128 + process.terminationStatus : process.terminationStatus,
            stdout: try text(".stdout"), stderr: try text(".stderr"), timedOut: timedOut)
    }

    /// Every entry of the output folder, files and folders, hidden ones too.
    func outputEntries() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []).sorted()
    }

    /// Every file under the output folder (hidden ones too), relative to it, sorted.
    func outputs() -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: output.path) else { return [] }
        return walker.compactMap { $0 as? String }.filter { path in
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: output.appendingPathComponent(path).path, isDirectory: &isDirectory)
            return exists && !isDirectory.boolValue
        }.sorted()
    }

    private func text(_ name: String) throws -> String {
        String(decoding: try Data(contentsOf: directory.appendingPathComponent(name)), as: UTF8.self)
    }
}

/// A message the tool must print, by its localization key (matched by the longest literal
/// part of its English text, so arguments do not matter) or by a stable fragment.
enum ExpectedMessage: Sendable, CustomStringConvertible {
    case key(String)
    case text(String)

    /// Every message table a command can print from. Cairo's is named on its own: the CLI's
    /// table takes backends' messages from the registry, which this test process may not have
    /// filled yet when the table is first read.
    static let tables = [
        CLIMessages.table, LocalizationTable(CairoMessages.entries), WelcomeSheetStrings.table, StoriesStrings.table,
        StringCatalogStrings.table,
    ]

    /// The text that must appear on standard error.
    var fragment: String {
        switch self {
        case .text(let text):
            return text
        case .key(let key):
            let template = Self.tables.lazy.compactMap { $0.entries[key]?["en"] }.first ?? key
            return template.split(separator: /\{[0-9]+\}/).map { $0.trimmingCharacters(in: .whitespaces) }
                .max { $0.count < $1.count } ?? key
        }
    }

    var description: String {
        switch self {
        case .key(let key): key
        case .text(let text): "\"\(text)\""
        }
    }
}
