import Foundation
import IntroCairo

/// Checks PNG files with tools outside IntroKit: libpng's own reader (its simplified API,
/// called from Python through ctypes) and `pngcheck`. `scripts/setup` installs both
/// (Debian's python3 and pngcheck; libpng comes with Cairo).
enum ExternalPNGTools {
    /// Reads the PNG file named by its argument with libpng and writes straight RGBA bytes.
    private static let libpngReader = """
        import ctypes, sys
        class Image(ctypes.Structure):
            _fields_ = [("opaque", ctypes.c_void_p), ("version", ctypes.c_uint32), ("width", ctypes.c_uint32),
                        ("height", ctypes.c_uint32), ("format", ctypes.c_uint32), ("flags", ctypes.c_uint32),
                        ("colormap_entries", ctypes.c_uint32), ("warning_or_error", ctypes.c_uint32),
                        ("message", ctypes.c_char * 64)]
        png = ctypes.CDLL("libpng16.so.16")
        data = open(sys.argv[1], "rb").read()
        image = Image(version=1)  # PNG_IMAGE_VERSION
        if not png.png_image_begin_read_from_memory(ctypes.byref(image), data, ctypes.c_size_t(len(data))):
            sys.exit("libpng: " + image.message.decode())
        image.format = 3  # PNG_FORMAT_RGBA: 8-bit sRGB, straight alpha
        pixels = ctypes.create_string_buffer(image.width * image.height * 4)
        if not png.png_image_finish_read(ctypes.byref(image), None, pixels, 0, None):
            sys.exit("libpng: " + image.message.decode())
        sys.stdout.buffer.write(pixels.raw)
        """

    /// Why a tool could not give an answer.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The pixels libpng reads from `png`, as straight RGBA bytes.
    static func libpngPixels(_ png: Data) throws -> [UInt8] {
        try withFile(png) { file in
            let (status, output, errors) = try run("/usr/bin/python3", ["-c", libpngReader, file.path])
            guard status == 0 else { throw Failure(description: "libpng could not read the file: \(errors)") }
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
