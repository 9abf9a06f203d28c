import IntroJSON
import IntroUI

/// A problem lint found in a Welcome Sheet page.
public struct SheetLintFinding: Hashable, Sendable {
    /// How serious it is: errors make `introkit lint` exit 1; notes only inform.
    public enum Severity: String, Hashable, Sendable, Comparable {
        /// Informs only (which stand-in draws an SF Symbol); not counted.
        case note
        /// Worth a look; `introkit lint` still exits 0.
        case warning
        /// The page looks broken; `introkit lint` exits 1.
        case error

        /// Its order: note < warning < error.
        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// What was found; each has a text in ``SheetLintMessages`` (`lint.<rawValue>`).
    public enum Code: String, Hashable, Sendable, CaseIterable {
        /// A text (the title, a row's title or content, a button title) lies partly or wholly
        /// outside the visible sheet: below the end of its scroll area, or off the sheet
        /// (warning; one per text).
        case textOverflows
        /// A row title needs more than two lines and is cut (warning).
        case rowTitleTooLong
        /// A button title does not fit on its button (error).
        case buttonTitleTruncated
        /// An image name is neither an asset nor a known SF Symbol (warning).
        case unknownIcon
        /// An asset is refused (over a limit, not a regular file) or cannot be decoded
        /// (error, or warning for a corrupt image).
        case assetRefused
        /// An SF Symbol is drawn with a freedesktop icon standing in for Apple's (note).
        case symbolSubstitute
        /// An SF Symbol has no icon of its own and is drawn as a shorter name's (note).
        case symbolFallback
        /// White button text on the accent colour is below 3:1 contrast (error).
        case buttonContrast
        /// The accent colour on the page background is below 3:1 contrast (warning).
        case accentContrast
    }

    /// How serious it is.
    public var severity: Severity
    /// What was found.
    public var code: Code
    /// The page, counted from 1.
    public var page: Int
    /// The device id, for findings that depend on the device.
    public var device: String?
    /// The orientation, for findings that depend on the device.
    public var orientation: Orientation?
    /// The colour scheme, for findings that depend on it.
    public var colorScheme: ColorScheme?
    /// The element it concerns (its frame id: `mainButton`, `row.2.title`, `sheet`).
    public var element: SheetElement
    /// Values for the message: the text, the measured numbers, the ratio.
    public var arguments: [String]
    /// The smallest Dynamic Type size at which the finding appears, when several sizes were
    /// checked (`introkit lint --dynamic-type all`); nil for one size.
    public var dynamicType: DynamicTypeSize?

    /// Where in the JSON format the finding points: the key to change (`[0].accentColor` for
    /// contrast, `[0].rows[2].title` for a long row title), or the page.
    public var path: JSONPath {
        let page = JSONPath.root.appending(index: page - 1)
        switch code {
        case .buttonContrast, .accentContrast: return page.appending(key: "accentColor")
        case .textOverflows, .buttonTitleTruncated, .rowTitleTooLong: return Self.textPath(of: element, onPage: page)
        case .unknownIcon, .assetRefused, .symbolSubstitute, .symbolFallback:
            guard let row = element.row else { return page }
            return page.appending(key: "rows").appending(index: row).appending(key: "imageName")
        }
    }

    /// The key of the text an element shows (`title`, `rows[2].content`, `mainButtonTitle`), or the page.
    static func textPath(of element: SheetElement, onPage page: JSONPath) -> JSONPath {
        switch element {
        case .title: page.appending(key: "title")
        case .rowTitle(let row): page.appending(key: "rows").appending(index: row).appending(key: "title")
        case .rowContent(let row): page.appending(key: "rows").appending(index: row).appending(key: "content")
        case .mainButton: page.appending(key: "mainButtonTitle")
        case .optionalButton: page.appending(key: "optionalButtonTitle")
        default: page
        }
    }

    /// Creates a finding.
    public init(
        _ severity: Severity, _ code: Code, page: Int, element: SheetElement, arguments: [String], device: String? = nil,
        orientation: Orientation? = nil, colorScheme: ColorScheme? = nil
    ) {
        self.severity = severity
        self.code = code
        self.page = page
        self.element = element
        self.arguments = arguments
        self.device = device
        self.orientation = orientation
        self.colorScheme = colorScheme
    }
}

/// Checks Welcome Sheet pages for what goes wrong on real devices: overflow, long titles,
/// cut-off buttons, unknown icons and poor contrast.
public enum WelcomeSheetLint {
    /// The least contrast for large button text and for the accent on the background (WCAG AA, large text).
    public static let minimumContrast = 3.0

    /// Findings that depend on the layout of one page on one device, orientation and scheme.
    public static func layoutFindings(
        _ layout: LayoutResult, page: Int, device: Device, orientation: Orientation, colorScheme: ColorScheme
    ) -> [SheetLintFinding] {
        func finding(_ severity: SheetLintFinding.Severity, _ code: SheetLintFinding.Code, _ element: SheetElement, _ arguments: [String])
            -> SheetLintFinding
        {
            SheetLintFinding(
                severity, code, page: page, element: element, arguments: arguments, device: device.id,
                orientation: orientation, colorScheme: colorScheme)
        }
        var findings: [SheetLintFinding] = []
        let screen = Rect(origin: .zero, size: layout.canvas.size)
        let sheet = layout.frame(SheetElement.sheet.id).map { $0.intersection(screen) } ?? screen
        for text in layout.texts {
            guard let element = text.id.flatMap(SheetElement.init(id:)) else { continue }
            // The page's own texts; the chrome (status bar, back button) is not the content's to fix.
            if element.isContentText, let hidden = hiddenHeight(of: text, sheet: sheet) {
                findings.append(
                    finding(.warning, .textOverflows, element, [text.string, points(hidden), points(text.frame.height)]))
            }
            // The lines as laid out, so the message shows where the text breaks and is cut.
            let shown = text.measurement.lines.map { "\"\($0)\"" }.joined(separator: " / ")
            if case .rowTitle = element, text.measurement.unlimitedLineCount > SheetMetrics.rowTitleLineLimit {
                findings.append(
                    finding(.warning, .rowTitleTooLong, element, [text.string, String(text.measurement.unlimitedLineCount), shown]))
            }
            if element == .mainButton || element == .optionalButton, text.measurement.isTruncated || text.measurement.unlimitedLineCount > 1 {
                findings.append(finding(.error, .buttonTitleTruncated, element, [text.string, shown]))
            }
        }
        return findings
    }

    /// Contrast findings of a page in a colour scheme.
    public static func contrastFindings(_ page: WelcomeSheetPage, number: Int, colorScheme: ColorScheme)
        -> [SheetLintFinding]
    {
        var findings: [SheetLintFinding] = []
        let background = page.resolvedBackgroundColor.resolve(in: colorScheme).composited(over: Color.background.resolve(in: colorScheme))
        let accent = page.resolvedAccentColor.resolve(in: colorScheme).composited(over: background)
        let buttonContrast = RGBA(rgb: 0xFFFFFF).contrastRatio(with: accent)
        if buttonContrast < minimumContrast {
            findings.append(
                SheetLintFinding(
                    .error, .buttonContrast, page: number, element: .mainButton,
                    arguments: [accent.hexString, ratio(buttonContrast)], colorScheme: colorScheme))
        }
        let accentContrast = accent.contrastRatio(with: background)
        if accentContrast < minimumContrast {
            findings.append(
                SheetLintFinding(
                    .warning, .accentContrast, page: number, element: .optionalButton,
                    arguments: [accent.hexString, background.hexString, ratio(accentContrast)], colorScheme: colorScheme))
        }
        return findings
    }

    /// For each row's image, as `lookup` finds it: a warning when it is neither an asset nor
    /// a known symbol, a note when a symbol is drawn with a stand-in or a fallback icon.
    public static func iconFindings(_ page: WelcomeSheetPage, number: Int, lookup: (WelcomeSheetPageRow) -> IconLookup)
        -> [SheetLintFinding]
    {
        page.rows.enumerated().compactMap { index, row in
            let element = SheetElement.rowIcon(index)
            switch lookup(row) {
            case .asset:
                return nil
            case .missing:
                return SheetLintFinding(.warning, .unknownIcon, page: number, element: element, arguments: [row.imageName])
            case .refusedAsset(let reason, let isError):
                return SheetLintFinding(
                    isError ? .error : .warning, .assetRefused, page: number, element: element,
                    arguments: [row.imageName, reason])
            case .symbol(let icon):
                return SheetLintFinding(
                    .note, .symbolSubstitute, page: number, element: element, arguments: [row.imageName, icon])
            case .symbolFallback(let base, let icon):
                return SheetLintFinding(
                    .note, .symbolFallback, page: number, element: element, arguments: [row.imageName, base, icon])
            }
        }
    }

    /// How much of a text's height lies outside what the sheet shows without scrolling — the
    /// visible part of its scroll area, within the sheet on the screen — or nil when it is
    /// all in view (to half a point). A text with no width or no height (an empty button
    /// title: iOS draws nothing, and the button takes no width) has nothing out of view; the
    /// intersection of such a frame with the sheet is empty, which counted all its height.
    private static func hiddenHeight(of text: TextReport, sheet: Rect) -> Double? {
        guard text.frame.width > 0, text.frame.height > 0 else { return nil }
        let visible = text.viewport.map { $0.intersection(sheet) } ?? sheet
        let hidden = text.frame.height - text.frame.intersection(visible).height
        return hidden > 0.5 ? hidden : nil
    }

    private static func points(_ value: Double) -> String { JSONMessage.number(value.rounded()) }
    private static func ratio(_ value: Double) -> String { String((value * 100).rounded() / 100) }
}

/// How a row's image is found, as lint reports it.
public enum IconLookup: Hashable, Sendable {
    /// A user image from the assets.
    case asset
    /// An SF Symbol drawn with the freedesktop icon `icon`.
    case symbol(icon: String)
    /// An SF Symbol without an icon of its own, drawn as `base` (its shorter name) with `icon`.
    case symbolFallback(base: String, icon: String)
    /// Neither: a placeholder is drawn.
    case missing
    /// An asset that would not be drawn, and why (localized); an error when the render fails
    /// on it, a warning when only a placeholder is drawn.
    case refusedAsset(reason: String, isError: Bool)
}
