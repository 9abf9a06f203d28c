// The UIKit snippets of the Welcome Sheet README (seed 004), verbatim but for what Linux
// cannot have: `@IBOutlet` and `@objc` are removed and `#selector(showSheet)` is written
// `showSheet` (README, "UIKit on Linux", shows the diff). `UIViewController` and
// `UIButton` are WelcomeSheet's headless stand-ins. SeedSnippetTests runs them and checks
// this text against the seed.
import IntroUI
import WelcomeSheet

// "UIKit"
class ViewController: UIViewController {

    weak var showSheetButton: UIButton!

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

    override func viewDidLoad() {
        super.viewDidLoad()

        showSheetButton.addTarget(self, action: showSheet, for: .touchUpInside)
    }

    func showSheet() {
        let sheetVC = WelcomeSheetController()
        sheetVC.pages = pages
        sheetVC.onDismiss = sheetDismissed

        present(sheetVC, animated: true)
    }

    func sheetDismissed() {
        print("Sheet dismissed")
    }
}

// "WelcomeSheetController", in a controller with the `pages` it presents.
final class ControllerSnippetHost: UIViewController {
    let pages = SwiftUISnippet.ContentView().pages

    func showSheet() {
let sheetVC = WelcomeSheetController()
sheetVC.pages = pages
sheetVC.onDismiss = { /* Run this code when sheet is dismissed */ }
sheetVC.isModalInPresentation = true

present(sheetVC, animated: true)
    }
}
