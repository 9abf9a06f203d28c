import IntroStrings
import IntroUI
import Testing

@Suite("Pseudolanguages")
struct PseudolanguageTests {
    /// Texts as onboarding screens have them, with every kind of placeholder.
    static let texts = [
        "Get started", "Welcome back, %@!", "You have %lld new messages", "%1$@ shared %2$lld photos with you",
        "Save %.2f%% today", "%#@count@ left", "Tap   here\nto continue", "very very good", "", "100 %",
        "Ends in 5 days — don't miss it.",
    ]

    @Test(arguments: Pseudolanguage.allCases)
    func keepsPlaceholdersAndTheOriginal(_ language: Pseudolanguage) {
        for text in Self.texts {
            let shown = language.transform(text)
            #expect(Pseudolanguage.placeholders(in: shown) == Pseudolanguage.placeholders(in: text), "\(language): \(shown)")
            #expect(language.original(of: shown) == text, "\(language): \(shown)")
        }
    }

    @Test func findsPlaceholders() {
        #expect(Pseudolanguage.placeholders(in: "%1$@ shared %2$lld photos") == ["%1$@", "%2$lld"])
        #expect(Pseudolanguage.placeholders(in: "Save %.2f%% on %#@items@") == ["%.2f", "%%", "%#@items@"])
        #expect(Pseudolanguage.placeholders(in: "100 %") == [], "a % without a conversion is text")
    }

    @Test func doubleWritesEveryWordTwiceButPlaceholdersOnce() {
        #expect(Pseudolanguage.double.transform("Get started") == "Get Get started started")
        #expect(Pseudolanguage.double.transform("Welcome back, %@!") == "Welcome Welcome back, back, %@!")
        #expect(Pseudolanguage.double.transform("欢迎使用") == "欢迎使用 欢迎使用")
    }

    @Test func accentedMarksEveryLetterOutsidePlaceholders() {
        #expect(Pseudolanguage.accented.transform("Continue") == "Çöñţîñüé")
        #expect(Pseudolanguage.accented.transform("%lld items") == "%lld îţéṁš")
        let letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
        let marked = Pseudolanguage.accented.transform(letters)
        #expect(marked.count == letters.count)
        #expect(Set(marked).count == letters.count, "every letter has its own marked form")
        #expect(marked.allSatisfy { !$0.isASCII })
    }

    @Test func boundedAndRightToLeftWrapTheText() {
        #expect(Pseudolanguage.bounded.transform("Continue") == "[#Continue#]")
        #expect(Pseudolanguage.rightToLeftText.transform("Continue") == "\u{202E}Continue\u{202C}")
        #expect(Pseudolanguage.rightToLeftText.transform("Get  started") == "\u{202E}Get\u{202C}  \u{202E}started\u{202C}")
        #expect(Pseudolanguage.rightToLeft.transform("Continue") == "Continue")
    }

    @Test func rightToLeftOnesLayOutRightToLeft() {
        for language in Pseudolanguage.allCases {
            let expected: LayoutDirection = [.rightToLeft, .rightToLeftText].contains(language) ? .rightToLeft : .leftToRight
            #expect(language.layoutDirection == expected, "\(language)")
        }
    }

    @Test func pseudoNamesThemAll() {
        #expect(Pseudolanguage.expanding(["en", "pseudo", "pseudo-double", "ar"])
            == ["en", "pseudo-double", "pseudo-accented", "pseudo-bounded", "pseudo-rtl", "pseudo-rtl-text", "ar"])
        #expect(Pseudolanguage(localeIdentifier: "pseudo-bounded") == .bounded)
        #expect(Pseudolanguage(localeIdentifier: "de") == nil)
    }
}
