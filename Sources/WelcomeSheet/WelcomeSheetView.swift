import IntroUI

/// One page of a Welcome Sheet drawn as the sheet itself — the card, sized and laid out by
/// ``SheetMetrics`` (REFERENCE §2) — without what it is presented over (see
/// ``WelcomeSheetPresentation``).
///
/// The title and rows scroll when they do not fit; the buttons stay below them. Frames are
/// named for tests and `introkit layout`: `sheet`, `title`, `row.N`, `row.N.icon`,
/// `row.N.title`, `row.N.content` (N from 0; a row's empty title or content has no text and
/// no frame), `optionalButton` (when the page shows it), `mainButton` and `backButton` (pages
/// after the first). To VoiceOver (`AccessibilityTree`) the title is a header, a row is one
/// element reading its title and content (the icon hidden), the optional button is a link and
/// the main and back buttons are buttons.
public struct WelcomeSheetView: View {
    /// The page shown, with the app's tint as its accent when it has none.
    public let page: WelcomeSheetPage
    /// The device's numbers.
    public let metrics: SheetMetrics
    /// The language of the default main button title ("Continue") and of the back button.
    public let locale: String
    /// The app's tint and whether the back button shows.
    public let chrome: SheetChrome

    /// The sheet for a page on a device; `locale` picks the default button titles.
    public init(page: WelcomeSheetPage, metrics: SheetMetrics, locale: String = "en", chrome: SheetChrome = SheetChrome()) {
        var page = page
        page.accentColor = page.accentColor ?? chrome.tint
        self.page = page
        self.metrics = metrics
        self.locale = locale
        self.chrome = chrome
    }

    public var body: some View {
        VStack(spacing: 0) {
            ScrollView {
                SheetContent(page: page, metrics: metrics)
            }
            SheetButtons(page: page, metrics: metrics, locale: locale)
        }
        .padding(EdgeInsets(leading: metrics.sheetSafeArea.leading, trailing: metrics.sheetSafeArea.trailing))
        .overlay(backButton, alignment: .topLeading)
        .frame(width: metrics.sheetSize.width, height: metrics.sheetSize.height)
        .background(
            RoundedRectangle(
                cornerRadius: SheetMetrics.sheetCornerRadius, style: .continuous, corners: metrics.sheetCorners
            ).fill(page.backgroundColor ?? WelcomeSheetView.systemBackground))
        .id(SheetElement.sheet.id)
    }

    /// The background of a page without its own: the system background at the elevated
    /// level sheets are drawn at (white; #1C1C1E in dark mode, so the card stands out from
    /// the dimmed presenter).
    public static let systemBackground = PageSheetGeometry.background

    /// What dims the presenting view behind an iPad form sheet: black at 23.5 %, so white
    /// becomes 195 (measured on an iPad mini, iOS 15, away from the sheet's shadow).
    public static let dimming = PageSheetGeometry.dimming

    @ViewBuilder private var backButton: some View {
        if chrome.showsBackButton {
            SheetBackButton(
                title: WelcomeSheetStrings.table.string("welcomeSheet.backButton", locale: locale), tint: chrome.tint
            )
            .padding(.leading, metrics.sheetSafeArea.leading)
        }
    }
}

/// What scrolls: the large title and the rows, as upstream writes them. The widths follow
/// from SwiftUI's spacing rules, not from numbers worked out here: the title sits between two
/// spacers in a stack of default spacing (none next to a spacer, spacers at least 8 pt long),
/// and each row ends in a spacer after 17.5 pt of spacing (at least 8 pt long, 16 on iPad:
/// ``SheetMetrics/rowSpacerMinLength``).
struct SheetContent: View {
    let page: WelcomeSheetPage
    let metrics: SheetMetrics

    var body: some View {
        VStack(spacing: metrics.titleToRowsSpacing) {
            HStack {
                Spacer()
                Text(page.title)
                    .font(.largeTitle)
                    .fontWeight(.bold)
                    .lineSpacing(SheetMetrics.titleLineSpacing)
                    .multilineTextAlignment(.center)
                    .accessibilityAddTraits(.isHeader)
                    .id(SheetElement.title.id)
                    .padding(.top, metrics.topPadding)
                    .fixedSize(horizontal: false, vertical: true)
                Spacer()
            }
            // Upstream aligns the rows on their icons' centres; every row ends in a spacer
            // and spans the full width, so leading alignment puts the icons on the same line.
            VStack(alignment: .leading, spacing: SheetMetrics.rowSpacing) {
                ForEach(page.rows.indices) { index in
                    SheetRow(
                        row: page.rows[index], tint: page.rows[index].resolvedAccentColor(on: page), index: index,
                        spacerMinLength: metrics.rowSpacerMinLength)
                        .padding(.horizontal, metrics.rowSidePadding)
                }
            }
        }
        .padding(.horizontal, metrics.contentSidePadding)
    }
}

/// One row: the tinted icon, then the title over the content, then a spacer; to VoiceOver
/// one element reading the title and the content, the icon hidden.
struct SheetRow: View {
    let row: WelcomeSheetPageRow
    let tint: Color
    let index: Int
    let spacerMinLength: Double

    var body: some View {
        HStack(spacing: SheetMetrics.iconTextSpacing) {
            icon
                .renderingMode(.template)
                .resizable()
                .scaledToFit()
                .foregroundColor(tint)
                .frame(width: SheetMetrics.iconSize, height: SheetMetrics.iconSize)
                .accessibilityHidden(true)
                .id(SheetElement.rowIcon(index).id)
            VStack(alignment: .leading, spacing: SheetMetrics.rowTextSpacing) {
                if !row.title.isEmpty {
                    Text(row.title)
                        .font(.headline)
                        .lineLimit(SheetMetrics.rowTitleLineLimit)
                        .fixedSize(horizontal: false, vertical: true)
                        .id(SheetElement.rowTitle(index).id)
                }
                if !row.content.isEmpty {
                    Text(row.content)
                        .font(.subheadline)
                        .foregroundColor(.secondary)
                        .fixedSize(horizontal: false, vertical: true)
                        .id(SheetElement.rowContent(index).id)
                }
            }
            Spacer(minLength: spacerMinLength)
        }
        .accessibilityElement(children: .combine)
        .id(SheetElement.row(index).id)
    }

    private var icon: Image {
        switch row.imageSource {
        case .systemSymbol: Image(systemName: row.imageName)
        case .asset: Image(row.imageName)
        }
    }
}

/// Below the scroll area, as upstream writes it: the link button (when shown and titled; a
/// link to VoiceOver) over the main button (a button), each with the default top padding, 60 points above the bottom safe
/// area. On iPhone the main button spans the stack less 10 on each side; on iPad it is
/// ``SheetMetrics/mainButtonWidth`` wide.
struct SheetButtons: View {
    let page: WelcomeSheetPage
    let metrics: SheetMetrics
    let locale: String

    var body: some View {
        VStack(spacing: SheetMetrics.buttonSpacing) {
            if page.isShowingOptionalButton, let title = page.optionalButtonTitle {
                Text(title)
                    .font(.headline)
                    .fontWeight(.medium)
                    .foregroundColor(page.resolvedAccentColor)
                    .multilineTextAlignment(.center)
                    .lineLimit(SheetMetrics.buttonTitleLineLimit)
                    .accessibilityElement(children: .combine)
                    .accessibilityAddTraits(.isLink)
                    .id(SheetElement.optionalButton.id)
                    .padding(.top)
            }
            Text(page.resolvedMainButtonTitle(locale: locale))
                .font(.headline)
                .foregroundColor(.white)
                .multilineTextAlignment(.center)
                .lineLimit(SheetMetrics.buttonTitleLineLimit)
                .padding()
                // Upstream's label is a ZStack over the accent colour, which takes the width
                // offered; the background below draws that colour with the rounded clip.
                .frame(maxWidth: .infinity)
                .frame(width: metrics.isPad ? metrics.mainButtonWidth : nil)
                .background(
                    RoundedRectangle(cornerRadius: SheetMetrics.mainButtonCornerRadius, style: .continuous)
                        .fill(page.resolvedAccentColor))
                .accessibilityElement(children: .combine)
                .accessibilityAddTraits(.isButton)
            .id(SheetElement.mainButton.id)
            .padding(.horizontal, SheetMetrics.mainButtonInset)
            .padding(.top)
        }
        .padding(.horizontal, metrics.buttonSidePadding)
        .padding(.bottom, SheetMetrics.buttonBottomPadding + metrics.sheetSafeArea.bottom)
    }
}
