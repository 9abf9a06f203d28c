import Foundation
import IntroSystem

/// The rendering environment the references of a folder were recorded in
/// (`__Snapshots__/<TestFile>/environment.json`, rewritten whenever a reference that depends
/// on it is recorded), so that a failure can say when the libraries or fonts changed since —
/// the usual reason a snapshot changes without any code change.
enum EnvironmentRecord {
    /// `environment.json` in the reference's folder.
    static func url(beside reference: URL) -> URL {
        reference.deletingLastPathComponent().appendingPathComponent("environment.json")
    }

    /// Adds the entries to the folder's record (sorted, indented JSON), unless it already
    /// holds them.
    static func write(_ entries: [String: String], beside reference: URL) throws {
        let existing = recorded(beside: reference) ?? [:]
        let merged = existing.merging(entries) { _, new in new }
        guard merged != existing else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try AtomicFile<FileWriteError>.write(encoder.encode(merged) + Data("\n".utf8), to: url(beside: reference))
    }

    /// The entries recorded for the reference's folder, if any.
    static func recorded(beside reference: URL) -> [String: String]? {
        guard let data = try? Data(contentsOf: url(beside: reference)) else { return nil }
        return try? JSONDecoder().decode([String: String].self, from: data)
    }

    /// A note naming each of `current`'s entries that differs from the recorded one; nil when
    /// nothing was recorded or nothing changed.
    static func changes(beside reference: URL, current: [String: String]) -> String? {
        guard let recorded = recorded(beside: reference) else { return nil }
        let changed = current.keys.sorted().compactMap { key -> String? in
            let (then, now) = (recorded[key] ?? "nothing", current[key] ?? "nothing")
            return then == now ? nil : "  \(key): \(then) when recorded, \(now) here"
        }
        guard !changed.isEmpty else { return nil }
        return (["The rendering environment differs from the one this folder's references were last recorded in:"] + changed
            + ["Differences may come from these versions rather than from the code; re-record on the machine image CI uses if so."])
            .joined(separator: "\n")
    }
}
