import Foundation
import IntroCairo
import IntroRender
import IntroUI
import Testing
import WelcomeSheet

/// `lint` lays a page out once per device and orientation and checks every colour scheme on
/// that layout (issue 15: lint was 3× slower than render). That is exact only if a scheme
/// changes no frame and no text measurement: checked here on the samples, left to right and
/// right to left, on every device in both orientations.
@Suite struct LintSchemeTests {
    @Test(arguments: ["whats-new.json", "welcome-sheet.ar.json"])
    func aColourSchemeChangesNoFrameAndNoFinding(_ sample: String) throws {
        let data = try Data(contentsOf: IntroKitProcess.samples.appendingPathComponent("WelcomeSheet/\(sample)"))
        guard case .success(let document) = WelcomeSheetDocument.decode(data: data, fileName: sample) else {
            Issue.record("\(sample) does not decode")
            return
        }
        let measurer = CairoBackend(format: .png).textMeasurer
        let locale = sample.contains(".ar.") ? "ar" : "en"
        for (index, page) in document.pages.enumerated() {
            for device in DeviceCatalog.all {
                for orientation in [Orientation.portrait, .landscape] {
                    let (light, dark) = (ColorScheme.light, ColorScheme.dark)
                    let layouts = [light, dark].map { scheme in
                        WelcomeSheetLayout.layout(
                            page: page, device: device, orientation: orientation, colorScheme: scheme, locale: locale,
                            measurer: measurer)
                    }
                    let place = "\(sample) p\(index + 1) \(device.id) \(orientation)"
                    #expect(LayoutReport(layouts[0]).json == LayoutReport(layouts[1]).json, "frames differ: \(place)")
                    let findings = zip(layouts, [light, dark]).map { layout, scheme in
                        WelcomeSheetLint.layoutFindings(
                            layout, page: index + 1, device: device, orientation: orientation, colorScheme: scheme
                        ).map { finding in
                            var unscoped = finding
                            unscoped.colorScheme = nil
                            return unscoped
                        }
                    }
                    #expect(findings[0] == findings[1], "findings differ: \(place)")
                }
            }
        }
    }
}
