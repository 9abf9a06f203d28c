import IntroUI

extension JSONDecodingContext {
    /// A hex colour string (``IntroUI/RGBA/init(hex:)``'s rules: 3, 6 or 8 digits, 8 being
    /// AARRGGBB), or nil with an error at the node saying what is wrong and how to write it.
    /// Every JSON format reads its colours through here, so they share rules and messages.
    public func hexColor(_ node: JSONNode) -> RGBA? {
        guard let text = string(node) else { return nil }
        do throws(HexColorError) {
            return try RGBA(hex: text)
        } catch {
            self.error(error.message, at: node)
            return nil
        }
    }
}

extension HexColorError {
    /// The message for a JSON diagnostic (keys in ``JSONMessages``).
    public var message: JSONMessage {
        switch self {
        case .invalidLength(let text, _): JSONMessage("json.color.length", texts: [JSONMessage.excerpt(text)])
        case .invalidCharacter(let text, let character):
            JSONMessage("json.color.character", texts: [JSONMessage.excerpt(text), String(character)])
        }
    }
}
