import Foundation
import IntroJSON
import IntroUI

/// The rules of upstream's Welcome Sheet JSON, in one place: the keys, what a colour, a URL
/// and an image name must be, and the defaults of absent keys.
///
/// Both decoding paths go through these rules, so they cannot disagree:
/// ``WelcomeSheetDocument`` reports every broken rule at once (localized, with line:column,
/// plus warnings) and the `Codable` conformances of ``WelcomeSheetPage`` and
/// ``WelcomeSheetPageRow`` throw the first as a `DecodingError` with its coding path and the
/// same (English) message.
enum WelcomeSheetSchema {
    /// A page's keys; `title` and `rows` are required.
    enum PageKey: String, CodingKey, CaseIterable {
        case title, rows, mainButtonTitle, accentColor, backgroundColor, optionalButtonTitle, optionalButtonURL
        case isShowingOptionalButton
    }

    /// A row's keys; `imageName` is required.
    enum RowKey: String, CodingKey, CaseIterable {
        case imageName, title, content, accentColor
    }

    /// The keys of a colour that follows the colour scheme (`{"light": hex, "dark": hex}`).
    enum ColorKey: String, CodingKey, CaseIterable {
        case light, dark
    }

    /// A value that breaks a rule, and what to say about it.
    struct Violation: Error {
        let message: JSONMessage

        /// The message in English, for a `DecodingError`'s debug description.
        var englishDescription: String {
            message.rendered { WelcomeSheetStrings.localize($0, locale: "en", $1) }
        }
    }

    /// A hex colour by upstream's rules (`HexColor`: 8 digits are AARRGGBB), with
    /// IntroJSON's colour messages, as `JSONDecodingContext.hexColor(_:)` reads it.
    static func rgba(hex: String) -> Result<RGBA, Violation> {
        do throws(HexColorError) {
            return .success(try HexColor(hex: hex).converted(RGBA.init))
        } catch {
            return .failure(Violation(message: error.message))
        }
    }

    /// An absolute URL with a scheme and no whitespace.
    static func url(_ text: String) -> Result<URL, Violation> {
        let problem: String
        if text.unicodeScalars.contains(where: CharacterSet.whitespacesAndNewlines.contains) {
            problem = "welcomeSheet.json.urlSpaces"
        } else if let url = URL(string: text) {
            if url.scheme?.isEmpty == false { return .success(url) }
            problem = "welcomeSheet.json.urlScheme"
        } else {
            problem = "welcomeSheet.json.urlInvalid"
        }
        return .failure(Violation(message: JSONMessage(problem, texts: [JSONMessage.excerpt(text)])))
    }

    /// A row's image name: an asset name or an SF Symbol name, never empty.
    static func imageName(_ name: String) -> Result<String, Violation> {
        name.isEmpty ? .failure(Violation(message: JSONMessage("welcomeSheet.json.emptyImageName"))) : .success(name)
    }

    /// A page from its decoded keys: absent optional keys stay unset (the page's defaults:
    /// the localized "Continue", the system accent and background), and
    /// `isShowingOptionalButton` defaults to whether `optionalButtonTitle` is set.
    static func page(
        title: String, rows: [WelcomeSheetPageRow], mainButtonTitle: String?, accentColor: Color?,
        backgroundColor: Color?, optionalButtonTitle: String?, optionalButtonURL: URL?, isShowingOptionalButton: Bool?
    ) -> WelcomeSheetPage {
        var page = WelcomeSheetPage(
            title: title, rows: rows, mainButtonTitle: mainButtonTitle, accentColor: accentColor,
            backgroundColor: backgroundColor, optionalButtonTitle: optionalButtonTitle,
            optionalButtonURL: optionalButtonURL)
        if let isShowingOptionalButton { page.isShowingOptionalButton = isShowingOptionalButton }
        return page
    }

    /// A row from its decoded keys: `title` and `content` default to "", `imageName` is
    /// looked up as an asset first, then as an SF Symbol.
    static func row(imageName: String, title: String?, content: String?, accentColor: Color?) -> WelcomeSheetPageRow {
        WelcomeSheetPageRow(imageName: imageName, accentColor: accentColor, title: title ?? "", content: content ?? "")
    }
}
