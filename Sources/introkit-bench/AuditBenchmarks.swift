import IntroCairo
import IntroUI
import WelcomeSheet

/// What `lint --audit` adds to a lint of the sample matrix: the seed sheet on every device in
/// both orientations, each layout's lint findings, then with the accessibility audit of each
/// layout too (the other scheme's contrast is one more layout per page, not counted here).
struct AuditBenchmarks {
    let sampler: Sampler
    let report: Report

    func run() throws {
        report.section("Accessibility audit (lint's sample matrix, cached Pango measurer, warm)")
        let measurer = CairoBackend.sharedTextMeasurer
        let page = try Fixtures.seedPage()
        let cells = DeviceCatalog.all.flatMap { device in Orientation.allCases.map { (device, $0) } }
        func lint(audit: Bool) {
            for (device, orientation) in cells {
                let layout = WelcomeSheetLayout.layout(page: page, device: device, orientation: orientation, measurer: measurer)
                _ = WelcomeSheetLint.layoutFindings(layout, page: 1, device: device, orientation: orientation, colorScheme: .light)
                if audit {
                    _ = WelcomeSheetAudit.findings(layout, page: 1, device: device, orientation: orientation, colorScheme: .light)
                }
            }
        }
        // In alternation, so that a machine whose speed drifts does not decide the ratio.
        let (plain, audited, ratio) = sampler.pairedWallMilliseconds(pairs: 15, { lint(audit: false) }, { lint(audit: true) })
        report.add("lint-ms-sample-matrix", "lint, \(cells.count) layouts", plain, "ms")
        report.add("lint-audit-ms-sample-matrix", "lint --audit, the same layouts", audited, "ms")
        report.add("audit-cost-percent", "what the audit adds", (ratio - 1) * 100, "%", goal: .atMost(20, "%"))
    }
}
