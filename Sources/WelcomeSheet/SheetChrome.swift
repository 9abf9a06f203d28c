import IntroUI

/// What iOS draws around a presented Welcome Sheet besides the sheet itself: the status bar,
/// the app's tint and the navigation back button. Geometry measured on real iOS 15 frames
/// (docs/fidelity.md).
public struct SheetChrome: Hashable, Sendable {
    /// Whether the status bar (9:41, signal, Wi-Fi, full battery) and the home indicator are
    /// drawn where iOS shows them.
    public var showsStatusBar: Bool
    /// The app's accent colour: pages and rows without their own accent use it, and so does
    /// the back button.
    public var tint: Color
    /// Whether the sheet shows "‹ Back" at its top leading corner: upstream pushes every page
    /// after the first with a `NavigationLink`.
    public var showsBackButton: Bool

    /// Chrome options; by default a status bar, the system blue tint and no back button.
    public init(showsStatusBar: Bool = true, tint: Color = .accentColor, showsBackButton: Bool = false) {
        self.showsStatusBar = showsStatusBar
        self.tint = tint
        self.showsBackButton = showsBackButton
    }

    /// The chrome of page `number` (from 1) of a multi-page sheet: the back button from page 2 on.
    public func page(_ number: Int) -> SheetChrome {
        var copy = self
        copy.showsBackButton = number > 1
        return copy
    }

    /// The height of a sheet's navigation bar, where the back button sits (iOS 15 sheets).
    public static let navigationBarHeight = 56.0
    /// How far the presenting card is inset from each side of the screen behind a page sheet.
    public static let presentingCardInset = PageSheetGeometry.presentingCardInset
    /// The corner radius of the presenting card.
    public static let presentingCardCornerRadius = PageSheetGeometry.presentingCardCornerRadius
    /// What dims the presenting card behind an iPhone page sheet: white becomes ≈ #DFDFDF.
    public static let presentingCardDimming = PageSheetGeometry.presentingCardDimming
}

/// iOS's status bar for a device: the time, signal, Wi-Fi and a full battery in
/// `color`. Phones with a sensor housing put the time alone and the icons in the two "ears";
/// phones with a home button centre the time with its day period ("9:41 AM"); iPads put the
/// time and the date at the leading edge, the multitasking dots at the centre and the
/// battery's percentage beside it (measured on an iPhone 8 Plus and an iPad mini, iOS 15).
/// The sheets draw it, and so does a SwiftUI preview on a device (IntroKit's view renders).
/// It is the system's, not the app's: hidden from the accessibility tree, as an app's audit
/// does not reach it.
package struct StatusBar: View {
    let device: Device
    let orientation: Orientation
    let color: Color
    /// The time and date in the content's language.
    let clock: StatusBarClock

    /// The status bar of `device` in `orientation`, as wide as its screen and as tall as its
    /// top safe area, the time and date in `locale`'s format.
    package init(device: Device, orientation: Orientation, color: Color, locale: String) {
        self.device = device
        self.orientation = orientation
        self.color = color
        clock = .clock(for: locale)
    }

    /// The share of the screen width each ear of a notched phone takes (measured: the time is
    /// centred 51 pt from the edge of a 390 pt iPhone 14).
    static let earShare = 0.2615

    package var body: some View {
        let height = device.safeArea(orientation).top
        let width = device.size(orientation).width
        Group {
            if device.idiom == .pad {
                ZStack {
                    HStack(spacing: 6) {
                        label(clock.time + "  " + clock.date, size: 12)
                        Spacer()
                        StatusSignal(color: color, scale: 0.8)
                        StatusWiFi(color: color).frame(width: 13, height: 9.5)
                        label("100%", size: 12)
                        StatusBattery(color: color, scale: 0.95)
                    }
                    .padding(.horizontal, 15)
                    MultitaskingDots(color: color)
                }
                .padding(.bottom, 5)
            } else if height > 20 {
                HStack(spacing: 0) {
                    label("9:41", size: 15).frame(width: width * StatusBar.earShare)
                    Spacer()
                    HStack(spacing: 6) {
                        StatusSignal(color: color, scale: 1)
                        StatusWiFi(color: color).frame(width: 15.4, height: 11)
                        StatusBattery(color: color, scale: 1)
                    }
                    .padding(.trailing, 4)
                    .frame(width: width * StatusBar.earShare)
                }
                .padding(.top, 2)
            } else {
                ZStack {
                    HStack(spacing: 5) {
                        StatusSignal(color: color, scale: 0.8)
                        StatusWiFi(color: color).frame(width: 12.5, height: 9)
                        Spacer()
                        StatusBattery(color: color, scale: 0.85)
                    }
                    .padding(.horizontal, 6)
                    label(clock.time, size: 12)
                }
                .padding(.bottom, 2)
            }
        }
        .frame(width: width, height: height)
        .accessibilityHidden(true)
        .id(SheetElement.statusBar.id)
    }

    private func label(_ text: String, size: Double) -> some View {
        Text(text).font(.system(size: size, weight: .semibold)).foregroundColor(color).lineLimit(1)
    }
}

/// The three dots at the top centre of an iPad's screen (the multitasking menu), in a lighter
/// shade of the status bar's colour.
struct MultitaskingDots: View {
    let color: Color

    var body: some View {
        HStack(spacing: 5) {
            ForEach(0..<3) { _ in
                Circle().fill(color.opacity(0.45)).frame(width: 3, height: 3)
            }
        }
    }
}

/// The home indicator of phones and iPads without a home button: a 134 × 5 pt capsule
/// 8 pt above the bottom edge (measured), in the primary colour over the sheet (or a
/// SwiftUI preview on a device).
package struct HomeIndicator: View {
    /// The indicator at the bottom of the space it is given.
    package init() {}

    package var body: some View {
        VStack(spacing: 0) {
            Spacer()
            Capsule().fill(.primary).frame(width: 134, height: 5).id(SheetElement.homeIndicator.id)
        }
        .padding(.bottom, 8)
    }
}

/// Four signal bars of rising height.
struct StatusSignal: View {
    let color: Color
    let scale: Double

    var body: some View {
        HStack(alignment: .bottom, spacing: 1.7 * scale) {
            ForEach([4.0, 6.3, 8.7, 11.0], id: \.self) { height in
                UnitPath(UnitPath.roundedBar).fill(color).frame(width: 3 * scale, height: height * scale)
            }
        }
    }
}

/// The Wi-Fi fan: a wedge and two arcs around the bottom centre.
struct StatusWiFi: View {
    let color: Color

    var body: some View {
        ZStack {
            UnitPath(
                [0.42, 0.64].map { radius in
                    .arc(center: Point(x: 0.5, y: 0.98), radius: radius, start: -3 * Double.pi / 4, end: -Double.pi / 4)
                }
            )
            .stroke(color, lineWidth: 2.1)
            UnitPath([.move(Point(x: 0.5, y: 0.98)), .line(Point(x: 0.3, y: 0.7)), .line(Point(x: 0.7, y: 0.7)), .close])
                .fill(color)
        }
    }
}

/// A full battery: an outline, its charge and the terminal nub.
struct StatusBattery: View {
    let color: Color
    let scale: Double

    var body: some View {
        HStack(spacing: 1 * scale) {
            ZStack {
                UnitPath(UnitPath.roundedBar).stroke(color.opacity(0.4), lineWidth: 1)
                UnitPath(UnitPath.roundedBar).fill(color).frame(width: 19 * scale, height: 7.5 * scale)
            }
            .frame(width: 23 * scale, height: 11.5 * scale)
            UnitPath(UnitPath.roundedBar).fill(color.opacity(0.4)).frame(width: 1.4 * scale, height: 4 * scale)
        }
    }
}

extension UnitPath {
    /// A rectangle with slightly cut corners: a status-bar bar or battery part (drawn as a
    /// path so the text backend leaves it out).
    static let roundedBar: [Element] = [
        .move(Point(x: 0.15, y: 0)), .line(Point(x: 0.85, y: 0)), .line(Point(x: 1, y: 0.1)),
        .line(Point(x: 1, y: 0.9)), .line(Point(x: 0.85, y: 1)), .line(Point(x: 0.15, y: 1)),
        .line(Point(x: 0, y: 0.9)), .line(Point(x: 0, y: 0.1)), .close,
    ]

    /// The back chevron, pointing to the leading edge (mirrored right to left).
    static func chevron(_ direction: LayoutDirection) -> [Element] {
        let (tip, end) = direction == .leftToRight ? (0.15, 0.85) : (0.85, 0.15)
        return [.move(Point(x: end, y: 0.06)), .line(Point(x: tip, y: 0.5)), .line(Point(x: end, y: 0.94))]
    }
}

/// "‹ Back" in the tint, vertically centred in the navigation bar's height, as upstream's
/// `NavigationLink` shows it on pushed pages. The title is localized.
struct SheetBackButton: View {
    let title: String
    let tint: Color

    var body: some View {
        EnvironmentReader { environment in
            HStack(spacing: 8.5) {
                UnitPath(UnitPath.chevron(environment.layoutDirection)).stroke(tint, lineWidth: 2.3)
                    .frame(width: 12, height: 20.5)
                Text(title).font(.body).foregroundColor(tint).lineLimit(1)
            }
            .padding(.leading, 9.7)
            .frame(height: SheetChrome.navigationBarHeight)
            .accessibilityElement(children: .combine)
            .accessibilityAddTraits(.isButton)
            .id(SheetElement.backButton.id)
        }
    }
}
