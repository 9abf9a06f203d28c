// The `pages` arrays of the Welcome Sheet README (seed 004), verbatim: `import SwiftUI`
// becomes `import IntroUI` + `import WelcomeSheet`.
import IntroUI
import WelcomeSheet

/// From the README's "SwiftUI" and "UIKit" sections.
let pages = [
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

/// From the README's "Example" section.
let examplePages = [
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
