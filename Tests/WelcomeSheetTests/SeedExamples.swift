// The two `pages` arrays of the Welcome Sheet README (seed 004), verbatim apart from the
// imports: they must keep compiling.
import Foundation
import IntroUI
import WelcomeSheet

enum SeedExamples {
    // From "SwiftUI" (the same array appears under "UIKit").
    static let pages = [
        WelcomeSheetPage(title: "Welcome to Welcome Sheet", rows: [
            WelcomeSheetPageRow(imageSystemName: "rectangle.stack.fill.badge.plus",
                                title: "Quick Creation",
                                content: "It's incredibly intuitive. Simply declare an array of pages filled with content."),
            
            WelcomeSheetPageRow(imageSystemName: "slider.horizontal.3",
                                title: "Highly Customisable",
                                content: "Match sheet's appearance to your app, link buttons, perform actions after dismissal."),
            
            WelcomeSheetPageRow(imageSystemName: "ipad.and.iphone",
                                title: "Works out of the box",
                                content: "Don't worry about various screen sizes. It will look gorgeous on every iOS device.")
        ])
    ]

    // From "示例" (Example).
    enum Example {
        static let pages = [
            WelcomeSheetPage(title: "Welcome to Welcome Sheet", rows: [
                WelcomeSheetPageRow(imageSystemName: "rectangle.stack.fill.badge.plus",
                                    accentColor: Color.mint,
                                    title: "Quick Creation",
                                    content: "It's incredibly intuitive. Simply declare an array of pages filled with content."),
                
                WelcomeSheetPageRow(imageSystemName: "slider.horizontal.3",
                                    accentColor: Color.indigo,
                                    title: "Highly Customisable", content: "Match sheet's appearance to your app, link buttons, perform actions after dismissal."),
                
                WelcomeSheetPageRow(imageSystemName: "ipad.and.iphone",
                                    accentColor: Color.green,
                                    title: "Works out of the box",
                                    content: "Don't worry about various screen sizes. It will look gorgeous on every iOS device.")
            ], accentColor: Color.purple, optionalButtonTitle: "About Welcome Sheet...", optionalButtonURL: URL(string: "https://github.com/MAJKFL/Welcome-Sheet")),
            
            WelcomeSheetPage(title: "What's New in Translate", rows: [
                WelcomeSheetPageRow(imageSystemName: "platter.2.filled.iphone",
                                    title: "Conversation Views",
                                    content: "Choose a side-by-side or face-to-face conversation view."),
                
                WelcomeSheetPageRow(imageSystemName: "mic.badge.plus",
                                    title: "Auto Translate",
                                    content: "Respond in conversations without tapping the microphone button."),
                
                WelcomeSheetPageRow(imageSystemName: "iphone",
                                    title: "System-Wide Translation",
                                    content: "Translate selected text anywhere on your iPhone.")
            ], mainButtonTitle: "Wassup?")
        ]
    }

    // From "WelcomeSheetPage" (rows elided in the README) and "WelcomeSheetPageRow".
    static let page = WelcomeSheetPage(title: "Welcome to Welcome Sheet", rows: [
        // Rows
    ],
    mainButtonTitle: "Let's go!",
    accentColor: Color.purple, 
    optionalButtonTitle: "About Welcome Sheet...", 
    optionalButtonURL: URL(string: "https://github.com/MAJKFL/Welcome-Sheet"))

    static let row = WelcomeSheetPageRow(imageSystemName: "ipad.and.iphone", // Or `image: Image("ExampleImageName")`
                        accentColor: Color.green,
                        title: "Works out of the box",
                        content: "Don't worry about various screen sizes. It will look gorgeous on every iOS device.")
}

/// Reads a file of Samples/WelcomeSheet.
func sample(_ name: String) throws -> Data {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    return try Data(contentsOf: root.appendingPathComponent("Samples/WelcomeSheet/\(name)"))
}

/// Decodes a JSON text.
func decode(_ text: String, fileName: String = "welcome.json") -> Result<WelcomeSheetDocument, WelcomeSheetDecodingFailure> {
    WelcomeSheetDocument.decode(data: Data(text.utf8), fileName: fileName)
}

/// The failure's lines in English, or [] when the text decodes.
func problems(_ text: String, locale: String = "en") -> [String] {
    if case .failure(let failure) = decode(text) { failure.renderedLines(locale: locale) } else { [] }
}
