import Foundation

/// One run of a program to its end, its standard output and error read whole.
struct ProgramRun {
    /// The exit status (or the signal's number, for `signaled`).
    var status: Int32
    /// Whether a signal ended it.
    var signaled: Bool
    /// What it wrote on standard output and standard error, in one.
    var output: String

    /// Runs `program` with `arguments` in `folder` and waits for it; `environment` adds to the process's.
    static func run(_ program: URL, _ arguments: [String], in folder: URL? = nil, environment: [String: String] = [:])
        throws(PreviewsError) -> ProgramRun
    {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new } }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            throw .runner(reason: "\(program.path): \(error.localizedDescription)")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ProgramRun(
            status: process.terminationStatus, signaled: process.terminationReason == .uncaughtSignal,
            output: String(decoding: data, as: UTF8.self))
    }
}

/// The compiler's lines about the user's files: each `file:line:col: error:` line, the
/// absolute path it names replaced by the path as given.
enum CompilerDiagnostics {
    /// The error lines of `output`; `paths` maps the absolute paths compiled to those given.
    static func errors(in output: String, paths: [String: String]) -> [String] {
        output.split(separator: "\n").compactMap { line -> String? in
            guard line.contains(": error: ") else { return nil }
            var text = String(line)
            for (absolute, given) in paths where text.hasPrefix(absolute + ":") {
                text = given + text.dropFirst(absolute.count)
                break
            }
            return text
        }
    }
}
