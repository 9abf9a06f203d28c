import Foundation

/// A package's own stories found in a Swift file: a type declared at file scope (or an
/// extension) conforming to `IStory`, whose `allCases` `introkit previews --format` plays as a
/// show.
public struct DiscoveredStories: Hashable, Sendable {
    /// The file, as given.
    public var file: String
    /// The line of the declaration.
    public var line: Int
    /// The type's name.
    public var type: String

    /// `file:line: Type (stories)`, as `--list` prints it.
    public var listLine: String { "\(file):\(line): \(type) (stories)" }
}

/// Finds `IStory` conformances in Swift source without compiling it, by the shape of a
/// declaration: `enum`, `struct`, `class` or `extension` at file scope whose inheritance list
/// names `IStory` (or `d3_stories_instagram.IStory`). Each type is found once per file.
public enum StoryDiscovery {
    /// The story types of one file's `text`, in order; `file` is the path they name.
    public static func stories(in text: String, file: String) -> [DiscoveredStories] {
        var scanner = SwiftSourceScanner(text)
        var found: [DiscoveredStories] = []
        while !scanner.atEnd {
            guard let declaration = PreviewDiscovery.typeDeclaration(&scanner) else {
                scanner.advance()
                continue
            }
            // The body is read on as code: its `{` opens a depth where nothing is a declaration at file scope.
            guard let type = declaration.type, PreviewDiscovery.conforms(declaration.header, to: "IStory"),
                !found.contains(where: { $0.type == type })
            else { continue }
            found.append(DiscoveredStories(file: file, line: declaration.line, type: type))
        }
        return found
    }
}
