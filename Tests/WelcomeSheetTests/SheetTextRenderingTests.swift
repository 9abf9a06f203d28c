import IntroUI
import Testing
import WelcomeSheet

@Suite struct SheetTextRenderingTests {
    /// Samples/WelcomeSheet/welcome-sheet.json on the smallest iPhone, drawn by the text
    /// backend: the status bar's time, the title, the rows with their icons on one line (the text column ends a
    /// spacer and 17.5 pt before the row's padding), the third row below the scroll view's
    /// bottom edge, then the link button over the main button (with its top padding).
    @Test func seedSampleOnTheFirstIPhoneSE() throws {
        let result = try SheetRendering.layout(try SheetRendering.samplePage(), "iphone-se-1")
        let expected = """
                         9:41 AM





                Welcome to Welcome Sheet

                  Quick Creation

                  Sheet creation is
           [rect…]incredibly intuitive.
                  Simply create an array
                  of pages filled with
                  your content.

                  Highly Customizable

                  Set accent colors, add
                  optional buttons,
           [gears]disable dismiss
                  gestures, perform
                  actions after button
                  taps or sheet dismissal
                  and more!

                 About Welcome Sheet...


          ╭──────────────────────────────────╮
          │░░░░░░░░░░░░░Continue░░░░░░░░░░░░░│
          ╰──────────────────────────────────╯





        """
        let actual = try SheetRendering.text(result)
        #expect(actual == expected, "\n\(actual)")
    }
}
