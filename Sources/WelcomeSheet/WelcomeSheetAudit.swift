import IntroJSON
import IntroUI

/// An accessibility audit issue (`AccessibilityAudit`) of a Welcome Sheet page on one
/// device, orientation and Dynamic Type size — in one colour scheme for contrast, which is
/// the only audit colours change — pointing at the key of the page to change.
public struct SheetAuditFinding: Hashable, Sendable {
    /// What the audit found.
    public var issue: AccessibilityIssue
    /// The page, counted from 1.
    public var page: Int
    /// The device id.
    public var device: String
    /// The orientation.
    public var orientation: Orientation
    /// The colour scheme, for a contrast issue.
    public var colorScheme: ColorScheme?
    /// The smallest Dynamic Type size at which the issue appears, when several sizes were
    /// checked; nil for one size.
    public var dynamicType: DynamicTypeSize?
    /// The sheet element it concerns (the text's for a text issue, else the element's), if
    /// it is one of the sheet's.
    public var element: SheetElement?
    /// Whether it was found with Increase Contrast on (the system colours' increased-contrast
    /// variants), for a contrast issue.
    public var increasedContrast = false

    /// Errors fail `introkit lint`; a contrast that nearly passed is a note.
    public var severity: SheetLintFinding.Severity { issue.isNearlyPassed ? .note : .error }

    /// Where in the JSON format the finding points: the text's key (`[0].rows[2].content`),
    /// the row, or the page.
    public var path: JSONPath {
        let page = JSONPath.root.appending(index: page - 1)
        switch element {
        case .row(let row)?, .rowIcon(let row)?: return page.appending(key: "rows").appending(index: row)
        case let element?: return SheetLintFinding.textPath(of: element, onPage: page)
        case nil: return page
        }
    }

    /// The finding's text in `locale`.
    public func message(locale: String) -> String { issue.message(locale: locale) }
}

/// The accessibility audit of a laid-out Welcome Sheet page.
public enum WelcomeSheetAudit {
    /// Every issue of `layout`, the page numbered `page`, as findings; `colorScheme` is the
    /// one the layout's colours are resolved in (kept on contrast findings only).
    public static func findings(
        _ layout: LayoutResult, page: Int, device: Device, orientation: Orientation, colorScheme: ColorScheme,
        increasedContrast: Bool = false
    ) -> [SheetAuditFinding] {
        AccessibilityAudit.issues(layout).map { issue in
            let id = issue.text.flatMap { layout.texts[$0].id } ?? issue.element.id
            return SheetAuditFinding(
                issue: issue, page: page, device: device.id, orientation: orientation,
                colorScheme: issue.audit == .contrast ? colorScheme : nil, element: id.flatMap(SheetElement.init(id:)),
                increasedContrast: increasedContrast && issue.audit == .contrast)
        }
    }
}
