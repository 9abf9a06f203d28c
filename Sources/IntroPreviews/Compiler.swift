import Foundation

/// One run of a program to its end, its standard output and error read whole.
struct ProgramRun {
    /// The exit status (or the signal's number, for `signaled`).
    var status: Int32
    /// Whether a signal ended it.
    var signaled: Bool
    /// What it wrote on standard output and standard error, in one.
    var output: String
    /// Whether it was stopped for going longer than its stall limit without a sign of progress.
    var stalled = false

    /// Runs `program` with `arguments` in `folder` and waits for it; `environment` adds to the
    /// process's. With a `stall` limit, the program is killed when it writes no `progress`
    /// bytes (a runner's event marker) for that many seconds.
    static func run(
        _ program: URL, _ arguments: [String], in folder: URL? = nil, environment: [String: String] = [:],
        stall: (seconds: Int, progress: Data)? = nil
    ) throws(PreviewsError) -> ProgramRun {
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
        var data = Data()
        var stalled = false
        if let stall {
            stalled = !read(pipe.fileHandleForReading.fileDescriptor, into: &data, stall: stall)
            if stalled { kill(process.processIdentifier, SIGKILL) }
        }
        data += pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ProgramRun(
            status: process.terminationStatus, signaled: process.terminationReason == .uncaughtSignal,
            output: String(decoding: data, as: UTF8.self), stalled: stalled)
    }

    /// Reads `descriptor` to its end into `data`; false when `stall.seconds` pass without
    /// `stall.progress` arriving (the marker is looked for across the edges of reads).
    private static func read(_ descriptor: Int32, into data: inout Data, stall: (seconds: Int, progress: Data)) -> Bool {
        var deadline = Date().addingTimeInterval(Double(stall.seconds))
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let wait = deadline.timeIntervalSinceNow
            guard wait > 0 else { return false }
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let polled = poll(&ready, 1, Int32(min(wait * 1000, Double(Int32.max)).rounded(.up)))
            if polled < 0 {
                if errno == EINTR { continue }
                return true  // the rest is read to its end without a watch
            }
            if polled == 0 { continue }
            let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return true }
            let searchFrom = max(0, data.count - stall.progress.count + 1)
            data.append(contentsOf: buffer[..<count])
            if data[(data.startIndex + searchFrom)...].range(of: stall.progress) != nil {
                deadline = Date().addingTimeInterval(Double(stall.seconds))
            }
        }
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
