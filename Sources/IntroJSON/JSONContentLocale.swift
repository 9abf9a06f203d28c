import Foundation

/// The language a content file is written in, by one rule for every JSON format: the
/// document's `"locale"`, else the tag its file name ends in (`welcome.ar.json` → `ar`). It
/// sets the layout direction; the shell's language never does.
public enum ContentLocale {
    /// The message of an empty `"locale"`.
    public static let emptyMessageKey = "json.locale.empty"

    /// The language tag before `.json` in a file name (`welcome-sheet.zh-Hans.json` →
    /// `zh-Hans`): a tag whose first subtag is 2 or 3 letters; nil when there is none.
    public static func tag(inFileName fileName: String) -> String? {
        let name = URL(fileURLWithPath: fileName).deletingPathExtension().lastPathComponent
        guard let dot = name.lastIndex(of: "."), name.index(after: dot) < name.endIndex else { return nil }
        let tag = String(name[name.index(after: dot)...])
        let subtags = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard let language = subtags.first, (2...3).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLetter }),
            subtags.allSatisfy({ (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } })
        else { return nil }
        return tag
    }
}

extension JSONObjectReader {
    /// The document's `"locale"` member: its language code, or nil when absent; an empty
    /// string is an error at the member.
    public func contentLocale() -> String? {
        guard let locale = optionalString("locale") else { return nil }
        guard locale.isEmpty, let node = optional("locale") else { return locale }
        context.error(JSONMessage(ContentLocale.emptyMessageKey), at: node)
        return nil
    }
}
