import IntroUI
import Testing

@Suite("Fonts and dynamic type")
struct FontTests {
    @Test func textStylesHaveReferenceSizes() {
        let sizes = TextStyle.allCases.map(\.defaultSize)
        #expect(sizes == [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11])
        #expect(Font.headline.resolve(dynamicTypeSize: .large).weight == .semibold)
    }

    @Test func dynamicTypeScalesStylesButNotFixedSizes() {
        #expect(Font.body.resolve(dynamicTypeSize: .xSmall).size == 14)
        #expect(Font.body.resolve(dynamicTypeSize: .accessibility5).size == 53)
        #expect(Font.largeTitle.resolve(dynamicTypeSize: .xxxLarge).size == 40)
        #expect(Font.system(size: 12).resolve(dynamicTypeSize: .accessibility5).size == 12)
        #expect(Font.system(size: 12).resolve(dynamicTypeSize: .accessibility5).leading == nil)
    }

    /// Apple's type-size table: sizes and leadings at the ends and in the middle, footnote
    /// and captions staying put below large, and every style growing (or staying) with the
    /// setting, its leading never below its size.
    @Test func textStyleTableFollowsApple() {
        let large = TextStyle.allCases.map { $0.metrics(at: .large) }
        #expect(large.map(\.leading) == [41, 34, 28, 25, 22, 22, 21, 20, 18, 16, 13])
        #expect(TextStyle.largeTitle.metrics(at: .xSmall) == TextStyleMetrics(size: 31, leading: 38))
        #expect(TextStyle.largeTitle.metrics(at: .accessibility5) == TextStyleMetrics(size: 60, leading: 70))
        #expect(TextStyle.subheadline.metrics(at: .accessibility3) == TextStyleMetrics(size: 36, leading: 43))
        #expect(TextStyle.caption2.metrics(at: .medium) == TextStyleMetrics(size: 11, leading: 13))
        for style in TextStyle.allCases {
            let metrics = DynamicTypeSize.allCases.map { style.metrics(at: $0) }
            #expect(zip(metrics, metrics.dropFirst()).allSatisfy { $0.size <= $1.size && $0.leading <= $1.leading })
            #expect(metrics.allSatisfy { $0.leading > $0.size })
        }
        let headline = Font.headline.resolve(dynamicTypeSize: .accessibility2)
        #expect(headline.size == 33 && headline.leading == 40 && headline.weight == .semibold)
    }

    /// The line-height model: one line is SF Pro's ascender + descender; each further line
    /// adds the leading and the line spacing.
    @Test func textHeightFollowsTheLineModel() {
        let subheadline = TextAttributes(font: Font.subheadline.resolve(dynamicTypeSize: .large))
        #expect(abs(subheadline.height(lineCount: 1) - 17.9) < 0.01)
        #expect(abs(subheadline.height(lineCount: 3) - 57.9) < 0.01)
        let title = TextAttributes(font: Font.largeTitle.resolve(dynamicTypeSize: .large), lineSpacing: 8)
        #expect(abs(title.height(lineCount: 2) - (34 * 1.1934 + 41 + 8)) < 0.01)
        #expect(abs(title.baseline(ofLine: 1) - title.baseline(ofLine: 0) - 49) < 1e-9)
        let fixed = TextAttributes(font: ResolvedFont(size: 20))
        #expect(fixed.height(lineCount: 2) == 2 * fixed.font.lineHeight)
        #expect(fixed.height(lineCount: 0) == 0)
    }

    @Test func dynamicTypeNamesParse() {
        #expect(DynamicTypeSize(name: "AX3") == .accessibility3)
        #expect(DynamicTypeSize(name: "xxxlarge") == .xxxLarge)
        #expect(DynamicTypeSize(name: "huge") == nil)
    }

    @Test func dynamicTypeGroupsAndSizesByName() {
        #expect(DynamicTypeSize.sizes(named: "Standard") == Array(DynamicTypeSize.allCases.prefix(7)))
        #expect(DynamicTypeSize.sizes(named: "accessibility") == Array(DynamicTypeSize.allCases.suffix(5)))
        #expect(DynamicTypeSize.sizes(named: "all") == DynamicTypeSize.allCases)
        #expect(DynamicTypeSize.sizes(named: "AX2") == [.accessibility2])
        #expect(DynamicTypeSize.sizes(named: "huge") == nil)
    }
}
