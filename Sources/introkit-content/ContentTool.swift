import Foundation

/// `introkit-content --output FILE.swift INPUT.json…`: validates content files and writes
/// `enum IntroContent` (the work of IntroContentPlugin's build command).
///
/// Diagnostics go to standard error as `file:line:column: error|warning: …`; any error
/// means exit status 1 and no output file.
struct ContentTool {
    /// The usage line.
    static let usage = "usage: introkit-content --output FILE.swift INPUT.json…"

    /// Runs with the arguments after the program name; returns the exit status.
    static func run(_ arguments: [String], printError: (String) -> Void) -> Int32 {
        guard arguments.count >= 3, arguments[0] == "--output" else {
            printError(usage)
            return 2
        }
        let files = arguments.dropFirst(2).map(ContentFile.init(path:))
        var diagnostics = files.flatMap(\.diagnostics)
        var hasErrors = files.contains { $0.value == nil }
        var entries: [ContentCodeGenerator.Entry] = []
        var owners: [String: String] = [:]
        for file in files {
            guard let value = file.value else { continue }
            let fileName = URL(fileURLWithPath: file.path).lastPathComponent
            let name = SwiftIdentifier.forFile(named: fileName)
            if let owner = owners[name] {
                hasErrors = true
                diagnostics.append(
                    "\(file.path):1:1: error: its Swift name IntroContent.\(name) is already \(owner)'s: rename one of the files")
                continue
            }
            owners[name] = fileName
            entries.append(ContentCodeGenerator.Entry(name: name, fileName: fileName, value: value))
        }
        diagnostics.forEach(printError)
        guard !hasErrors else { return 1 }
        let source = ContentCodeGenerator(entries: entries).source
        do {
            try writeIfChanged(source, to: URL(fileURLWithPath: arguments[1]))
        } catch {
            printError("error: cannot write \(arguments[1]): \(error.localizedDescription)")
            return 1
        }
        return 0
    }

    /// Writes atomically, and not at all when the file already holds the text (so that
    /// nothing downstream rebuilds).
    private static func writeIfChanged(_ text: String, to url: URL) throws {
        let data = Data(text.utf8)
        if (try? Data(contentsOf: url)) == data { return }
        try data.write(to: url, options: .atomic)
    }
}
