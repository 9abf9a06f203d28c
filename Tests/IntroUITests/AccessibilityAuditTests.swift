import IntroUI
import Testing

/// Apple's audit types as static checks: each planted defect gives exactly its issue, a
/// clean screen none.
@Suite struct AccessibilityAuditTests {
    let engine = LayoutEngine(measurer: FixedWidthMeasurer())
    let canvas = Canvas(size: Size(width: 300, height: 400))

    func issues<V: View>(_ view: V, direction: LayoutDirection = .leftToRight) -> [AccessibilityIssue] {
        var environment = EnvironmentValues()
        environment.layoutDirection = direction
        return AccessibilityAudit.issues(engine.layout(view, canvas: canvas, environment: environment))
    }

    /// The issues that failed (not those that nearly passed), as their checks.
    func failed<V: View>(_ view: V, direction: LayoutDirection = .leftToRight) -> [AccessibilityIssue.Check] {
        issues(view, direction: direction).filter { !$0.isNearlyPassed }.map(\.check)
    }

    @Test func aCleanScreenHasNoIssue() {
        let screen = VStack {
            Text("Welcome").font(.largeTitle).accessibilityAddTraits(.isHeader)
            Text("Everything in one place")
            Button {} label: {
                Text("Continue").foregroundColor(.white).frame(maxWidth: .infinity, minHeight: 50).background(Color.black)
            }
        }
        #expect(issues(screen).isEmpty)
        #expect(issues(screen, direction: .rightToLeft).isEmpty)
    }

    @Test func aThirtyPointButtonIsAHitRegionIssue() throws {
        let found = issues(Button {} label: { Text("OK").foregroundColor(.black).frame(width: 30, height: 30) })
        #expect(found.map(\.check) == [.smallHitRegion])
        let issue = try #require(found.first)
        #expect(issue.audit == .hitRegion)
        #expect(issue.arguments == ["OK", "30", "30"])
        #expect(issue.message(locale: "en") == "\"OK\" can be tapped in 30 × 30 pt, less than 44 × 44 pt: make it larger (a frame or padding inside the button)")
    }

    @Test func aLabelLessIconButtonIsAnInsufficientDescription() {
        let found = issues(Button {} label: { Image(systemName: "xmark").frame(width: 44, height: 44) })
        #expect(found.map(\.check) == [.symbolOnlyButton])
        #expect(found.map(\.audit) == [.sufficientElementDescription])
        #expect(issues(Button {} label: { Image(systemName: "xmark").frame(width: 44, height: 44) }.accessibilityLabel("Close")).isEmpty)
        #expect(issues(Button {} label: { Color.black.frame(width: 44, height: 44) }).map(\.check) == [.unlabeledControl])
        #expect(issues(Image(systemName: "star.fill")).map(\.check) == [.symbolName])
    }

    @Test func greyOnGreyTextFailsContrastAndSystemBlueNearlyPasses() throws {
        let grey = Text("Faint").foregroundColor(Color(RGBA(rgb: 0x999999))).padding().background(Color(RGBA(rgb: 0xBBBBBB)))
        let found = issues(grey)
        #expect(found.map(\.check) == [.lowContrast])
        let issue = try #require(found.first)
        #expect(issue.audit == .contrast && !issue.isNearlyPassed)
        #expect(issue.arguments == ["Faint", "#999999", "#BBBBBB", "1.48", "4.5"])
        // The system blue on white is 4.02:1: within a quarter of 4.5:1.
        #expect(issues(Text("Link").foregroundColor(.blue)).map(\.check) == [.nearlyPassedContrast])
        #expect(issues(Text("Large").font(.system(size: 18, weight: .regular)).foregroundColor(.blue)).map(\.check) == [.fixedFont])
    }

    @Test func aTitleWithoutTheHeaderTraitIsATraitIssue() {
        #expect(failed(Text("Welcome").font(.largeTitle)) == [.titleWithoutHeader])
        #expect(issues(Text("Welcome").font(.largeTitle)).map(\.audit) == [.trait])
        #expect(failed(Text("Section").font(.headline)).isEmpty, "a headline is no title")
    }

    @Test func aRowPinnedLeftToRightIsReadInTheWrongOrderInArabic() throws {
        let row = HStack(spacing: 20) {
            Text("Name")
            Text("Value")
        }
        #expect(failed(row, direction: .rightToLeft).isEmpty, "mirrored: read as written")
        #expect(failed(row).isEmpty)
        let pinned = row.environment(\.layoutDirection, .leftToRight)
        let found = issues(pinned, direction: .rightToLeft)
        #expect(found.map(\.check) == [.readingOrder])
        let issue = try #require(found.first)
        #expect(issue.arguments == ["Value", "Name"])
        #expect(failed(pinned).isEmpty, "in English the pinned row is read as written")
    }

    @Test func tapsFixedFontsClippedTextAndConflictingTraits() {
        // The tap reaches the text's element, 40 × 20 pt.
        #expect(failed(Text("More").onTapGesture {}) == [.smallHitRegion, .tappableWithoutButton])
        #expect(failed(Text("More").onTapGesture {}.accessibilityAddTraits(.isButton)) == [.smallHitRegion])
        #expect(failed(Text("Tiny").font(.system(size: 11))) == [.fixedFont])
        #expect(failed(Text("one two three").lineLimit(1).frame(width: 50)) == [.clippedText])
        #expect(
            failed(Button {} label: { Text("Go").foregroundColor(.black).frame(width: 60, height: 44) }.accessibilityAddTraits(.isLink))
                == [.conflictingTraits])
    }
}

extension AccessibilityAuditTests {
    @Test func everyCheckHasATextInEveryLanguage() {
        #expect(AccessibilityAuditMessages.table.missingTranslations.isEmpty, "\(AccessibilityAuditMessages.table.missingTranslations)")
        for check in AccessibilityIssue.Check.allCases {
            #expect(AccessibilityAuditMessages.table.entries["audit." + check.rawValue] != nil, "\(check) has no text")
        }
    }
}
