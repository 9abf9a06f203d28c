import Foundation

/// The rendering environment recorded beside a reference (`<reference>.env.json`), so that
/// a failure can say when the libraries or fonts changed since it was recorded — the usual
/// reason a snapshot changes without any code change.
enum EnvironmentRecord {
    /// `name.png` → `name.png.env.json`.
    static func url(beside reference: URL) -> URL {
        reference.appendingPathExtension("env.json")
    }

    /// Writes the entries as sorted, indented JSON.
    static func write(_ entries: [String: String], beside reference: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try AtomicFile.write(encoder.encode(entries) + Data("\n".utf8), to: url(beside: reference))
    }

    /// A note naming each entry that differs between the recorded environment and `current`;
    /// nil when nothing was recorded or nothing changed.
    static func changes(beside reference: URL, current: [String: String]) -> String? {
        guard let data = try? Data(contentsOf: url(beside: reference)),
            let recorded = try? JSONDecoder().decode([String: String].self, from: data)
        else { return nil }
        let changed = Set(recorded.keys).union(current.keys).sorted().compactMap { key -> String? in
            let (then, now) = (recorded[key] ?? "none", current[key] ?? "none")
            return then == now ? nil : "  \(key): \(then) when recorded, \(now) here"
        }
        guard !changed.isEmpty else { return nil }
        return (["The rendering environment differs from the one the reference was recorded in:"] + changed
            + ["Differences may come from these versions rather than from the code; re-record on the machine image CI uses if so."])
            .joined(separator: "\n")
    }
}
