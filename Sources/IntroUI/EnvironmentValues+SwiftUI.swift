import Foundation

/// A size class, by SwiftUI's name.
public typealias UserInterfaceSizeClass = SizeClass

/// Whether the user asked for more contrast.
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
    /// The system's standard contrast.
    case standard
    /// More contrast (Settings ▸ Accessibility ▸ Increase Contrast).
    case increased
}

/// Whether the user asked for bolder text.
public enum LegibilityWeight: Hashable, Sendable {
    /// The usual weights.
    case regular
    /// Bold Text is on.
    case bold
}

/// Where a scene is in its life.
public enum ScenePhase: Hashable, Sendable, Comparable {
    /// Not on screen.
    case background
    /// On screen, not receiving events.
    case inactive
    /// On screen and in front.
    case active
}

/// The text size categories of UIKit, by SwiftUI's older name (``DynamicTypeSize`` is the newer).
public enum ContentSizeCategory: Hashable, Sendable, CaseIterable {
    /// Extra small.
    case extraSmall
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large, the default.
    case large
    /// Extra large.
    case extraLarge
    /// Extra extra large.
    case extraExtraLarge
    /// Extra extra extra large.
    case extraExtraExtraLarge
    /// Accessibility medium.
    case accessibilityMedium
    /// Accessibility large.
    case accessibilityLarge
    /// Accessibility extra large.
    case accessibilityExtraLarge
    /// Accessibility extra extra large.
    case accessibilityExtraExtraLarge
    /// Accessibility extra extra extra large.
    case accessibilityExtraExtraExtraLarge

    /// Whether it is one of the accessibility sizes.
    ///
    /// Still frame: true when the render's `--dynamic-type` is AX1 to AX5.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The Dynamic Type size of the same rank.
    public var dynamicTypeSize: DynamicTypeSize { DynamicTypeSize.allCases[Self.allCases.firstIndex(of: self) ?? 3] }

    /// The category of a Dynamic Type size.
    public init(_ size: DynamicTypeSize) {
        self = Self.allCases[DynamicTypeSize.allCases.firstIndex(of: size) ?? 3]
    }
}

extension View {
    /// The Dynamic Type size of the views inside: their text styles, `@ScaledMetric`s and
    /// `dynamicTypeSize` environment value are those of `size`.
    ///
    /// Still frame: the views inside are drawn at `size`, whatever the render's `--dynamic-type`.
    public consuming func dynamicTypeSize(_ size: DynamicTypeSize) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChange(.custom { $0.dynamicTypeSize = size })
    }

    /// Keeps the Dynamic Type size of the views inside within `range` (`...DynamicTypeSize.xxxLarge`,
    /// `.large ... .accessibility2`): a size outside it is the range's nearest end.
    ///
    /// Still frame: the views inside are drawn at the render's `--dynamic-type` clamped to `range`.
    public consuming func dynamicTypeSize<Range: RangeExpression>(_ range: Range) -> ModifiedContent<Self, _EnvironmentModifier>
    where Range.Bound == DynamicTypeSize {
        environmentChange(.custom { $0.dynamicTypeSize = $0.dynamicTypeSize.clamped(to: range) })
    }
}

extension ContentSizeCategory: Comparable {
    /// Smaller categories come first.
    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }
}

/// A closure kept in an environment value: two values are equal when they hold the same closure.
final class EnvironmentAction<Input>: @unchecked Sendable {
    let run: (Input) -> Void
    init(_ run: @escaping (Input) -> Void) { self.run = run }
}

/// What `@Environment(\.dismiss)` gives: call it to dismiss the presentation the view is in.
///
/// Still frame: inside a `sheet`, `fullScreenCover` or `popover` shown by IntroKit it sets the
/// presentation's `isPresented` binding to false (the next layout draws the presenter alone);
/// elsewhere it does nothing, as in SwiftUI.
public struct DismissAction: Hashable, @unchecked Sendable {
    private let action: EnvironmentAction<Void>?

    init(_ action: (() -> Void)?) { self.action = action.map { run in EnvironmentAction { run() } } }

    /// Dismisses the presentation, if any.
    public func callAsFunction() { action?.run(()) }

    /// Whether both dismiss the same presentation.
    public static func == (lhs: DismissAction, rhs: DismissAction) -> Bool { lhs.action === rhs.action }

    /// Hashes the presentation's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(action.map(ObjectIdentifier.init)) }
}

/// What `@Environment(\.openURL)` gives: call it with a URL to open it.
///
/// Still frame: opens nothing (there is no system to hand the URL to); an action set with
/// `.environment(\.openURL, OpenURLAction { url in … })` is called with the URL and its result ignored.
public struct OpenURLAction: Hashable, @unchecked Sendable {
    /// What a handler did with a URL.
    public enum Result: Hashable, Sendable {
        /// The handler opened it.
        case handled
        /// The handler did not; the system would open it.
        case systemAction
        /// The handler refused it.
        case discarded
        /// The handler asked the system to open another URL.
        case systemActionURL(URL)

        /// The system should open `url` instead.
        public static func systemAction(_ url: URL) -> Result { .systemActionURL(url) }
    }

    private let handler: EnvironmentAction<URL>?

    init(_ handler: ((URL) -> Void)?) { self.handler = handler.map { run in EnvironmentAction(run) } }

    /// An action that passes URLs to `handler`.
    public init(handler: @escaping (URL) -> Result) {
        self.init { url in _ = handler(url) }
    }

    /// Opens `url`.
    public func callAsFunction(_ url: URL) { handler?.run(url) }

    /// Opens `url`, then tells `completion` whether it was accepted (always true here).
    public func callAsFunction(_ url: URL, completion: (Bool) -> Void) {
        handler?.run(url)
        completion(true)
    }

    /// Whether both hold the same handler.
    public static func == (lhs: OpenURLAction, rhs: OpenURLAction) -> Bool { lhs.handler === rhs.handler }

    /// Hashes the handler's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(handler.map(ObjectIdentifier.init)) }
}

/// The older way to dismiss a presentation (`@Environment(\.presentationMode)`).
public struct PresentationMode: Sendable {
    /// Whether the view is presented.
    public private(set) var isPresented: Bool

    /// Dismisses the presentation (through the binding that holds this value).
    public mutating func dismiss() { isPresented = false }
}

extension EnvironmentValues {
    /// The locale, as SwiftUI's `Foundation.Locale`; made from ``localeIdentifier``, which a
    /// set replaces with the new locale's identifier.
    ///
    /// Still frame: the locale of the render (`--locale`), as the device's would be.
    public var locale: Locale {
        get { Locale(identifier: localeIdentifier) }
        set { localeIdentifier = newValue.identifier }
    }

    /// Dismisses the presentation the view is in.
    ///
    /// Still frame: see ``DismissAction``.
    public var dismiss: DismissAction {
        get { system.values.dismiss }
        set { system.values.dismiss = newValue }
    }

    /// Whether the view is in a presentation (a sheet, a cover, a popover).
    ///
    /// Still frame: true inside a presentation IntroKit draws.
    public var isPresented: Bool {
        get { system.values.isPresented }
        set { system.values.isPresented = newValue }
    }

    /// The presentation the view is in, as a binding (SwiftUI's older API).
    ///
    /// Still frame: `isPresented` is ``isPresented``; `dismiss()` calls ``dismiss``.
    public var presentationMode: Binding<PresentationMode> {
        let (presented, dismiss) = (isPresented, dismiss)
        return Binding(
            get: { PresentationMode(isPresented: presented) },
            set: { if !$0.isPresented { dismiss() } })
    }

    /// Opens URLs.
    ///
    /// Still frame: see ``OpenURLAction``.
    public var openURL: OpenURLAction {
        get { system.values.openURL }
        set { system.values.openURL = newValue }
    }

    /// The text size as a ``ContentSizeCategory`` (``dynamicTypeSize`` by its older name).
    ///
    /// Still frame: the Dynamic Type size of the render (`--dynamic-type`).
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = newValue.dynamicTypeSize }
    }

    /// The horizontal size class.
    ///
    /// Still frame: the device's in the orientation drawn (iPads regular, iPhones compact but
    /// Plus and Max phones in landscape), unless set.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get {
            if case .some(let set) = system.values.horizontalSizeClass { return set }
            return canvas.device?.horizontalSizeClass(canvas.orientation) ?? (idiom == .pad ? .regular : .compact)
        }
        set { system.values.horizontalSizeClass = .some(newValue) }
    }

    /// The vertical size class.
    ///
    /// Still frame: compact for an iPhone in landscape, else regular, unless set.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get {
            if case .some(let set) = system.values.verticalSizeClass { return set }
            return idiom == .phone && canvas.orientation == .landscape ? .compact : .regular
        }
        set { system.values.verticalSizeClass = .some(newValue) }
    }

    /// Pixels per point.
    ///
    /// Still frame: the scale of the canvas drawn (the device's, or `--scale`), unless set.
    public var displayScale: Double {
        get { system.values.displayScale ?? canvas.scale }
        set { system.values.displayScale = newValue }
    }

    /// Whether the user asked for more contrast.
    ///
    /// Still frame: ``ColorSchemeContrast/standard`` unless set.
    public var colorSchemeContrast: ColorSchemeContrast {
        get { system.values.colorSchemeContrast }
        set { system.values.colorSchemeContrast = newValue }
    }

    /// Whether the user asked for less motion.
    ///
    /// Still frame: false unless set; nothing moves in a still frame anyway.
    public var accessibilityReduceMotion: Bool {
        get { system.values.accessibilityReduceMotion }
        set { system.values.accessibilityReduceMotion = newValue }
    }

    /// Whether the user asked for less transparency.
    ///
    /// Still frame: false unless set.
    public var accessibilityReduceTransparency: Bool {
        get { system.values.accessibilityReduceTransparency }
        set { system.values.accessibilityReduceTransparency = newValue }
    }

    /// Whether the user asked for differences shown without colour.
    ///
    /// Still frame: false unless set.
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { system.values.accessibilityDifferentiateWithoutColor }
        set { system.values.accessibilityDifferentiateWithoutColor = newValue }
    }

    /// Whether Smart Invert is on.
    ///
    /// Still frame: false unless set.
    public var accessibilityInvertColors: Bool {
        get { system.values.accessibilityInvertColors }
        set { system.values.accessibilityInvertColors = newValue }
    }

    /// Whether Bold Text is on (nil when unknown).
    ///
    /// Still frame: ``LegibilityWeight/regular`` unless set.
    public var legibilityWeight: LegibilityWeight? {
        get { system.values.legibilityWeight }
        set { system.values.legibilityWeight = newValue }
    }

    /// Whether controls inside respond to the user (`disabled(_:)` sets it false).
    ///
    /// Still frame: true unless a view above is disabled; buttons styled by IntroKit draw
    /// their label dimmed when false.
    public var isEnabled: Bool {
        get { system.values.isEnabled }
        set { system.values.isEnabled = newValue }
    }

    /// Where the scene is in its life.
    ///
    /// Still frame: ``ScenePhase/active``: the preview is on screen and in front.
    public var scenePhase: ScenePhase {
        get { system.values.scenePhase }
        set { system.values.scenePhase = newValue }
    }

    /// The time zone dates are shown in.
    ///
    /// Still frame: UTC unless set, as the status bar's clock, so a render does not depend on
    /// the machine's zone.
    public var timeZone: TimeZone {
        get { system.values.timeZone ?? TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? .current }
        set { system.values.timeZone = newValue }
    }

    /// The calendar dates are shown in.
    ///
    /// Still frame: the Gregorian calendar in ``locale`` and ``timeZone`` unless set.
    public var calendar: Calendar {
        get {
            if let calendar = system.values.calendar { return calendar }
            var calendar = Calendar(identifier: .gregorian)
            calendar.locale = locale
            calendar.timeZone = timeZone
            return calendar
        }
        set { system.values.calendar = newValue }
    }

    /// The size of controls inside (`controlSize(_:)`).
    ///
    /// Still frame: the padding of bordered buttons follows it.
    public var controlSize: ControlSize {
        get { system.values.controlSize }
        set { system.values.controlSize = newValue }
    }

    /// The shape of bordered buttons inside (`buttonBorderShape(_:)`).
    ///
    /// Still frame: the shape bordered buttons are drawn in.
    public var buttonBorderShape: ButtonBorderShape {
        get { system.values.buttonBorderShape }
        set { system.values.buttonBorderShape = newValue }
    }

    /// Whether the view has focus (`@Environment(\.isFocused)`).
    ///
    /// Still frame: false: no view has focus in a still frame.
    public var isFocused: Bool {
        get { system.values.isFocused }
        set { system.values.isFocused = newValue }
    }
}
