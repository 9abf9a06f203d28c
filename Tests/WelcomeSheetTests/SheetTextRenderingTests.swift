import IntroUI
import Testing
import WelcomeSheet

@Suite struct SheetTextRenderingTests {
    /// Samples/WelcomeSheet/welcome-sheet.json on the smallest iPhone, drawn by the text
    /// backend: the title, three rows with their icons on one line, the content cut at the
    /// scroll view's bottom edge, then the link button over the main button.
    @Test func seedSampleOnTheFirstIPhoneSE() throws {
        let result = try SheetRendering.layout(try SheetRendering.samplePage(), "iphone-se-1")
        let expected = """





                Welcome to Welcome Sheet


                  Quick Creation
                  Sheet creation is
           [rect…]incredibly intuitive.
                  Simply create an array of
                  pages filled with your
                  content.


                  Highly Customizable
                  Set accent colors, add
                  optional buttons, disable
           [gears]dismiss gestures, perform
                  actions after button taps
                  or sheet dismissal and
                  more!


                  Works out of the box

                 About Welcome Sheet...

          ╭──────────────────────────────────╮
          │░░░░░░░░░░░░░Continue░░░░░░░░░░░░░│
          ╰──────────────────────────────────╯





        """
        let actual = try SheetRendering.text(result)
        #expect(actual == expected, "\n\(actual)")
    }
}
