import IntroCairo
import IntroKit
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
        // In alternation, by this thread's CPU time, so that a busy machine does not decide the ratio.
        let (plain, audited, ratio) = sampler.pairedCPUMilliseconds(pairs: 41, { lint(audit: false) }, { lint(audit: true) })
        report.add("lint-ms-sample-matrix", "lint, \(cells.count) layouts", plain, "ms")
        report.add("lint-audit-ms-sample-matrix", "lint --audit, the same layouts", audited, "ms")
        report.add("audit-cost-percent", "what the audit adds", (ratio - 1) * 100, "%", goal: .atMost(20, "%"))
        try request()
    }

    /// The same through `SheetLintRequest`, as `introkit lint` runs it: the sample matrix
    /// (every device, both orientations and schemes), icons and contrast per page, with and
    /// without `audits` (which also checks the other scheme's contrast once).
    func request() throws {
        let page = try Fixtures.seedPage()
        var request = SheetLintRequest(
            pages: [page], locale: "en", devices: DeviceCatalog.all, orientations: Orientation.allCases, colorSchemes: [.light, .dark],
            measurer: CairoBackend.sharedTextMeasurer
        ) { _ in .asset }
        func lint(audits: Bool) {
            request.audits = audits
            var count = 0
            request.findings({ _ in count += 1 }, audited: { _ in count += 1 })
        }
        let (plain, audited, ratio) = sampler.pairedCPUMilliseconds(pairs: 41, { lint(audits: false) }, { lint(audits: true) })
        report.add("lint-request-ms-sample-matrix", "SheetLintRequest, sample matrix", plain, "ms")
        report.add("lint-request-audit-ms-sample-matrix", "SheetLintRequest with audits", audited, "ms")
        report.add("audit-request-cost-percent", "what audits add to the request", (ratio - 1) * 100, "%", goal: .atMost(20, "%"))
    }
}
