/// The registry of a previews build: a Swift file compiled with the user's files that lists
/// every declaration of previews (each `#Preview` by its symbol, each `PreviewProvider` by
/// its type) and hands them to the runtime library's runner. A line directive before each
/// entry makes an error about it (a provider type that is not there) point at the user's file.
/// The `IStory` types found are handed to the runtime first (`introkit_previews_stories`),
/// each as its metatype, for `--format` runs.
enum PreviewRegistrySource {
    /// The registry of `previews` and `stories`; `absolutePaths` maps each file as given to the
    /// path compiled.
    static func source(_ previews: [DiscoveredPreview], stories: [DiscoveredStories] = [], absolutePaths: [String: String]) -> String {
        var lines = [
            "import IntroUI", "import Stories", "",
            "@_silgen_name(\"introkit_previews_main\") @MainActor",
            "func _introkitPreviewsMain(_ entries: [_PreviewEntry]) -> Int32", "",
            "@_silgen_name(\"introkit_previews_stories\") @MainActor",
            "func _introkitPreviewsStories(_ stories: [(file: String, line: Int, type: any IStory.Type)])", "",
            "@main", "enum _IntroKitPreviewsRegistry {", "    @MainActor static func main() {",
            "        var stories: [(file: String, line: Int, type: any IStory.Type)] = []",
        ]
        for story in stories {
            lines += [
                "#sourceLocation(file: \(literal(absolutePaths[story.file] ?? story.file)), line: \(story.line))",
                "        stories.append((file: \(literal(story.file)), line: \(story.line), type: \(story.type).self))",
                "#sourceLocation()",
            ]
        }
        lines += ["        _introkitPreviewsStories(stories)", "        var entries: [_PreviewEntry] = []"]
        var providers = Set<String>()
        for preview in previews {
            let file = literal(preview.file)
            let entry: String
            switch preview.kind {
            case .macro:
                let name = absolutePaths[preview.file].map { String($0.split(separator: "/").last ?? "") } ?? preview.file
                entry = "_PreviewEntry(file: \(file), line: \(preview.line), symbol: \"\(PreviewSymbol.name(fileName: name, line: String(preview.line)))\")"
            case .provider(let type, _):
                guard providers.insert(preview.file + ":" + type).inserted else { continue }
                let lines = previews.compactMap { other -> String? in
                    guard other.file == preview.file, case .provider(type, _) = other.kind else { return nil }
                    return String(other.line)
                }
                entry = "_PreviewEntry(file: \(file), line: \(preview.line), provider: \(type).self, partLines: [\(lines.joined(separator: ", "))])"
            }
            lines += [
                "#sourceLocation(file: \(literal(absolutePaths[preview.file] ?? preview.file)), line: \(preview.line))",
                "        entries.append(\(entry))", "#sourceLocation()",
            ]
        }
        lines += ["        _ = _introkitPreviewsMain(entries)", "    }", "}", ""]
        return lines.joined(separator: "\n")
    }

    /// `text` as a Swift string literal.
    static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
