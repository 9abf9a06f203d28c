import Foundation
import IntroCairo

/// Checks PNG files with tools outside IntroKit: ImageMagick's reader (which decodes with
/// libpng) and `pngcheck`. `scripts/setup` installs both (Debian's imagemagick, pngcheck).
enum ExternalPNGTools {
    /// Why a tool could not give an answer.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The pixels libpng reads from `png`, as straight RGBA bytes (ImageMagick's `rgba:` output).
    static func libpngPixels(_ png: Data) throws -> [UInt8] {
        try withFile(png) { file in
            let (status, output, errors) = try run("/usr/bin/convert", [file.path, "-depth", "8", "rgba:-"])
            guard status == 0 else { throw Failure(description: "convert failed: \(errors)") }
            return [UInt8](output)
        }
    }

    /// `pngcheck`'s verdict on files: nil when every one passes, else its complaints.
    static func pngcheckProblems(_ files: [URL]) throws -> String? {
        guard !files.isEmpty else { return nil }
        let (status, output, errors) = try run("/usr/bin/pngcheck", ["-q"] + files.map(\.path))
        return status == 0 ? nil : String(decoding: output, as: UTF8.self) + errors
    }

    /// `pngcheck` on one file's bytes.
    static func pngcheckProblems(_ png: Data) throws -> String? {
        try withFile(png) { try pngcheckProblems([$0]) }
    }

    private static func withFile<T>(_ data: Data, _ body: (URL) throws -> T) throws -> T {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("introkit-\(UUID().uuidString).png")
        try data.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return try body(file)
    }

    private static func run(_ tool: String, _ arguments: [String]) throws -> (Int32, Data, String) {
        guard FileManager.default.isExecutableFile(atPath: tool) else {
            throw Failure(description: "\(tool) is missing: run scripts/setup")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read both pipes while the tool runs, so a full pipe cannot stall it.
        nonisolated(unsafe) var errorData = Data()
        let reader = Thread { errorData = errors.fileHandleForReading.readDataToEndOfFile() }
        reader.start()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !reader.isFinished { usleep(1000) }
        return (process.terminationStatus, outputData, String(decoding: errorData, as: UTF8.self))
    }
}
