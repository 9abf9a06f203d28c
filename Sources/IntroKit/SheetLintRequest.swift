import IntroUI
import WelcomeSheet

/// What to lint of a Welcome Sheet document in one language: its pages, on which devices,
/// orientations, colour schemes and Dynamic Type sizes, measured by which backend's measurer.
/// ``findings(_:)`` hands each finding over as it is found, so a lint of many rows holds no
/// list of them.
public struct SheetLintRequest {
    /// The pages, in order (translated into ``locale``).
    public var pages: [WelcomeSheetPage]
    /// The content's language: its layout direction and default button titles.
    public var locale: String
    /// The devices, each once.
    public var devices: [Device]
    /// The orientations.
    public var orientations: [Orientation]
    /// The colour schemes.
    public var colorSchemes: [ColorScheme]
    /// The Dynamic Type sizes, smallest first.
    public var dynamicTypeSizes: [DynamicTypeSize] = [.large]
    /// The measurer text is wrapped with: the backend's, so findings match its pictures.
    public var measurer: any TextMeasurer
    /// The app's tint, which pages without an accent colour take.
    public var tint: Color = .accentColor
    /// How a row's image resolves.
    public var imageLookup: (WelcomeSheetPageRow) -> IconLookup
    /// Whether every layout is also audited for accessibility (``findings(_:audited:)``).
    public var audits = false
    /// Whether, with ``audits``, contrast is also audited with Increase Contrast on (the
    /// system colours' increased-contrast variants), in every scheme.
    public var increasedContrast = false

    /// A request for `pages` in `locale` on every combination of the targets.
    public init(
        pages: [WelcomeSheetPage], locale: String, devices: [Device], orientations: [Orientation], colorSchemes: [ColorScheme],
        measurer: any TextMeasurer, imageLookup: @escaping (WelcomeSheetPageRow) -> IconLookup
    ) {
        self.pages = pages
        self.locale = locale
        self.devices = devices
        self.orientations = orientations
        self.colorSchemes = colorSchemes
        self.measurer = measurer
        self.imageLookup = imageLookup
    }

    /// Every finding but the audit's (see ``findings(_:audited:)``).
    public func findings(_ found: (SheetLintFinding) throws -> Void) rethrows {
        try findings(found, audited: { _ in })
    }

    /// Every finding, page by page: its icons, its contrast per scheme, then its layout per
    /// device and orientation. With several Dynamic Type sizes a layout finding is reported
    /// once per element, device, orientation and scheme, at the smallest size that has it.
    /// A colour scheme changes colours, never a frame: one layout serves every scheme. With
    /// ``audits``, each layout's accessibility audit findings go to `audited` the same way (in
    /// the first scheme), then each page's contrast in the other schemes.
    public func findings(
        _ found: (SheetLintFinding) throws -> Void, audited: (SheetAuditFinding) throws -> Void
    ) rethrows {
        for (index, var page) in pages.enumerated() {
            let number = index + 1
            page.accentColor = page.accentColor ?? tint
            for finding in WelcomeSheetLint.iconFindings(page, number: number, lookup: imageLookup) { try found(finding) }
            for scheme in colorSchemes {
                for finding in WelcomeSheetLint.contrastFindings(page, number: number, colorScheme: scheme) { try found(finding) }
            }
            for device in devices {
                for orientation in orientations {
                    try layoutFindings(page, number, device, orientation, found, audited)
                }
            }
            if audits { try otherSchemesContrast(page, number, audited) }
            if audits, increasedContrast { try increasedContrastAudit(page, number, audited) }
        }
    }

    /// The contrast audit in the schemes after the first, on the first device, orientation
    /// and size: a scheme changes colours, and colours do not change with the device (the
    /// first scheme's contrast is audited with every layout).
    private func otherSchemesContrast(
        _ page: WelcomeSheetPage, _ number: Int, _ audited: (SheetAuditFinding) throws -> Void
    ) rethrows {
        guard let device = devices.first, let orientation = orientations.first else { return }
        for scheme in colorSchemes.dropFirst() {
            let layout = WelcomeSheetLayout.layout(
                page: page, device: device, orientation: orientation, colorScheme: scheme, locale: locale,
                dynamicTypeSize: dynamicTypeSizes.first ?? .large, chrome: SheetChrome(tint: tint).page(number), measurer: measurer)
            for finding in WelcomeSheetAudit.findings(layout, page: number, device: device, orientation: orientation, colorScheme: scheme)
            where finding.issue.audit == .contrast {
                try audited(finding)
            }
        }
    }

    /// The contrast audit with Increase Contrast on, in every scheme, on the first device,
    /// orientation and size (colours do not change with the device); a finding the standard
    /// colours give alike (the same colours and ratio: no system colour in it) is not repeated.
    private func increasedContrastAudit(
        _ page: WelcomeSheetPage, _ number: Int, _ audited: (SheetAuditFinding) throws -> Void
    ) rethrows {
        guard let device = devices.first, let orientation = orientations.first else { return }
        for scheme in colorSchemes {
            func contrastFindings(_ contrast: ColorSchemeContrast) -> [SheetAuditFinding] {
                let layout = WelcomeSheetLayout.layout(
                    page: page, device: device, orientation: orientation, colorScheme: scheme, locale: locale,
                    dynamicTypeSize: dynamicTypeSizes.first ?? .large, chrome: SheetChrome(tint: tint).page(number), contrast: contrast,
                    measurer: measurer)
                return WelcomeSheetAudit.findings(
                    layout, page: number, device: device, orientation: orientation, colorScheme: scheme,
                    increasedContrast: contrast == .increased
                ).filter { $0.issue.audit == .contrast }
            }
            let standard = Set(contrastFindings(.standard).map { [$0.element?.id ?? ""] + $0.issue.arguments })
            for finding in contrastFindings(.increased) where !standard.contains([finding.element?.id ?? ""] + finding.issue.arguments) {
                try audited(finding)
            }
        }
    }

    private func layoutFindings(
        _ page: WelcomeSheetPage, _ number: Int, _ device: Device, _ orientation: Orientation,
        _ found: (SheetLintFinding) throws -> Void, _ audited: (SheetAuditFinding) throws -> Void
    ) rethrows {
        var seen = Set<SheetLintFinding>()
        var seenIssues = Set<AuditKey>()
        for size in dynamicTypeSizes {
            let first = colorSchemes.first ?? .light
            let layout = WelcomeSheetLayout.layout(
                page: page, device: device, orientation: orientation, colorScheme: first, locale: locale,
                dynamicTypeSize: size, chrome: SheetChrome(tint: tint).page(number), measurer: measurer)
            for scheme in colorSchemes {
                for var finding in WelcomeSheetLint.layoutFindings(
                    layout, page: number, device: device, orientation: orientation, colorScheme: scheme)
                {
                    // The same element's finding at a larger size (other numbers) is not new.
                    var key = finding
                    key.arguments = []
                    guard seen.insert(key).inserted else { continue }
                    finding.dynamicType = dynamicTypeSizes.count > 1 ? size : nil
                    try found(finding)
                }
            }
            guard audits else { continue }
            for var finding in WelcomeSheetAudit.findings(
                layout, page: number, device: device, orientation: orientation, colorScheme: first)
            {
                // The same element's issue at a larger size (other numbers) is not new.
                let key = AuditKey(
                    check: finding.issue.check, id: finding.element?.id ?? finding.issue.element.id,
                    label: finding.issue.element.label)
                guard seenIssues.insert(key).inserted else { continue }
                finding.dynamicType = dynamicTypeSizes.count > 1 ? size : nil
                try audited(finding)
            }
        }
    }
}

/// What makes an audit finding the same at another Dynamic Type size.
private struct AuditKey: Hashable {
    var check: AccessibilityIssue.Check
    var id: String?
    var label: String
}
