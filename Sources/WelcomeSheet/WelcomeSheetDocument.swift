import Foundation
import IntroJSON
import IntroUI

/// Welcome Sheet pages read from, or written to, upstream's JSON format.
///
/// The format is an array of pages. Page keys: `title` and `rows` (required),
/// `mainButtonTitle`, `accentColor`, `backgroundColor`, `optionalButtonTitle`,
/// `optionalButtonURL`, `isShowingOptionalButton` (default: whether `optionalButtonTitle` is
/// set). Row keys: `imageName` (required; an asset name, else an SF Symbol name), `title`,
/// `content` (default ""), `accentColor`. Colours are hex strings (3 digits RGB, 6 RRGGBB,
/// 8 **AARRGGBB — alpha first**, as upstream; `#` and other non-alphanumerics are ignored).
/// IntroKit also accepts `{"light": hex, "dark": hex}` for a colour that follows the scheme.
/// `null` counts as absent. The pages may also sit in an object with the document's locale,
/// `{"locale": "ar", "pages": [ … ]}`.
///
/// Unlike upstream, a bad colour is an error at its path (not a nearly invisible colour)
/// and `accentColor` is kept without `backgroundColor`. Decoding reports every problem at
/// once; unknown keys are warnings.
public struct WelcomeSheetDocument: Sendable {
    /// The pages, in order.
    public var pages: [WelcomeSheetPage]
    /// The name used in messages (`welcome.json`).
    public var fileName: String
    /// The warnings found while decoding (empty for documents made in code).
    public var warnings: [JSONDiagnostic]
    /// The content's language as the document states it (`"locale"`), if it does.
    public var locale: String?

    /// A document made in code.
    public init(pages: [WelcomeSheetPage], fileName: String = "welcome.json", locale: String? = nil) {
        self.pages = pages
        self.fileName = fileName
        self.warnings = []
        self.locale = locale
    }

    /// The content's language: the document's own ``locale``, else the one its file name
    /// ends in (`welcome.ar.json` → `ar`), else nil. It sets the layout direction and the
    /// default button titles.
    public var contentLocale: String? { locale ?? Self.locale(fromFileName: fileName) }

    /// The language tag before `.json` in a file name (`welcome-sheet.zh-Hans.json` →
    /// `zh-Hans`), by IntroJSON's one rule (`ContentLocale`); nil when there is none.
    public static func locale(fromFileName fileName: String) -> String? { ContentLocale.tag(inFileName: fileName) }

    /// Decodes pages, or every error (and warning) found. `parser` sets the limits of nesting
    /// depth and string length.
    public static func decode(
        data: Data, fileName: String, parser: JSONParser = JSONParser()
    ) -> Result<WelcomeSheetDocument, WelcomeSheetDecodingFailure> {
        JSONDecodingContext.decode(data, fileName: fileName, parser: parser, catalog: WelcomeSheetStrings.self) { context, root in
            PageDecoder(context: context).document(root)
        }.map { decoded in
            var document = WelcomeSheetDocument(pages: decoded.value.pages, fileName: fileName, locale: decoded.value.locale)
            document.warnings = decoded.warnings
            return document
        }
    }

    /// The pages as JSON, in the format ``decode(data:fileName:parser:)`` reads.
    ///
    /// Optional keys are written only when set; a colour that is the same in light and dark
    /// mode is a hex string, others are `{"light", "dark"}`. Rows made with
    /// `imageSystemName:` are written as `imageName` (JSON has no symbol-only form), and
    /// actions cannot be written.
    public func encoded() -> Data {
        Data(JSONOutput.array(pages.map(PageEncoder.page)).serialized().utf8)
    }

    /// The warnings rendered one per line, in a locale.
    public func renderedWarnings(locale: String = "en") -> [String] {
        warnings.map { WelcomeSheetStrings.render($0, fileName: fileName, locale: locale) }
    }
}

/// Why a Welcome Sheet document could not be decoded: every error found, with the warnings.
public typealias WelcomeSheetDecodingFailure = JSONDecodingFailure<WelcomeSheetStrings>

extension JSONDecodingFailure where Catalog == WelcomeSheetStrings {
    /// The lines and a summary ("welcome.json: 2 error(s), 1 warning(s)"), in a locale.
    public func rendered(locale: String = "en") -> String {
        let summary = WelcomeSheetStrings.table.string(
            "welcomeSheet.failure.summary", locale: locale,
            [fileName, String(errors.count), String(diagnostics.count - errors.count)])
        return (renderedLines(locale: locale) + [summary]).joined(separator: "\n")
    }
}
