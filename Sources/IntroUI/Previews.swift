import Foundation

/// How a preview's canvas is sized, like SwiftUI's `PreviewLayout`.
///
/// Still frame: `device` lays the view out as the root of the device's screen (its safe
/// area applies), `sizeThatFits` proposes the device's size and makes the canvas the size
/// the view takes, `fixed` makes a canvas of that size with no safe area.
public enum PreviewLayout: Hashable, Sendable {
    /// The device's whole screen, as an app's root view (the default).
    case device
    /// The size the view takes when offered the device's screen.
    case sizeThatFits
    /// A canvas of this size, in points.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device a preview asks for by name, like SwiftUI's `PreviewDevice`
/// (`PreviewDevice(rawValue: "iPhone 15 Pro")`, or an id of `introkit devices`).
///
/// Still frame: the preview is drawn on that device only, when the catalog has it.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    /// The device's name or id.
    public var rawValue: String

    /// The device named `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The device named `value`.
    public init(stringLiteral value: String) {
        rawValue = value
    }
}

/// The orientation of the interface a preview asks for, like SwiftUI's `InterfaceOrientation`.
///
/// Still frame: the two landscape orientations draw the same landscape canvas, and upside
/// down portrait draws portrait.
public struct InterfaceOrientation: Hashable, Sendable {
    /// The canvas orientation it draws.
    public let orientation: Orientation

    /// Portrait.
    public static let portrait = InterfaceOrientation(orientation: .portrait)
    /// Portrait, upside down.
    public static let portraitUpsideDown = InterfaceOrientation(orientation: .portrait)
    /// Landscape, home button (or bottom edge) on the right.
    public static let landscapeLeft = InterfaceOrientation(orientation: .landscape)
    /// Landscape, home button (or bottom edge) on the left.
    public static let landscapeRight = InterfaceOrientation(orientation: .landscape)
}

/// What a preview says about how it is shown (its name, layout, device, colour scheme,
/// orientation), gathered from `#Preview`'s arguments and the preview modifiers. A nil
/// field leaves the choice to the command line.
public struct PreviewSettings: Hashable, Sendable {
    /// The name shown and used in file names (`#Preview("Name")`, `.previewDisplayName`).
    public var displayName: String?
    /// How the canvas is sized.
    public var layout: PreviewLayout?
    /// The device asked for.
    public var device: PreviewDevice?
    /// The colour scheme asked for (`.preferredColorScheme`).
    public var colorScheme: ColorScheme?
    /// The orientation asked for (`traits: .landscapeLeft`, `.previewInterfaceOrientation`).
    public var orientation: Orientation?

    /// No settings.
    public init() {}

    /// These settings, with those `outer` sets replacing them (a modifier outside another,
    /// or a trait of `#Preview`).
    public func overridden(by outer: PreviewSettings) -> PreviewSettings {
        var merged = self
        merged.displayName = outer.displayName ?? displayName
        merged.layout = outer.layout ?? layout
        merged.device = outer.device ?? device
        merged.colorScheme = outer.colorScheme ?? colorScheme
        merged.orientation = outer.orientation ?? orientation
        return merged
    }
}

/// The kind of view traits a `#Preview` takes (SwiftUI's `Preview.ViewTraits`).
public enum PreviewViewTraits {}

/// One trait of a `#Preview(traits:)`, like SwiftUI's `PreviewTrait`.
public struct PreviewTrait<Kind>: Sendable {
    /// What the trait sets.
    public let settings: PreviewSettings

    init(_ change: (inout PreviewSettings) -> Void) {
        var settings = PreviewSettings()
        change(&settings)
        self.settings = settings
    }
}

extension PreviewTrait where Kind == PreviewViewTraits {
    /// A canvas of `width` × `height` points, without safe area.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        PreviewTrait { $0.layout = .fixed(width: width, height: height) }
    }

    /// A canvas the size the view takes when offered the device's screen.
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait { $0.layout = .sizeThatFits } }
    /// The device's screen (the default).
    public static var defaultLayout: PreviewTrait { PreviewTrait { $0.layout = .device } }
    /// Portrait.
    public static var portrait: PreviewTrait { PreviewTrait { $0.orientation = .portrait } }
    /// Portrait, upside down (drawn as portrait).
    public static var portraitUpsideDown: PreviewTrait { PreviewTrait { $0.orientation = .portrait } }
    /// Landscape.
    public static var landscapeLeft: PreviewTrait { PreviewTrait { $0.orientation = .landscape } }
    /// Landscape (drawn as `landscapeLeft`).
    public static var landscapeRight: PreviewTrait { PreviewTrait { $0.orientation = .landscape } }
}

/// A type that gives previews, like SwiftUI's `PreviewProvider`: each view of a `Group` in
/// `previews` is a preview of its own.
@MainActor
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View
    /// The previews.
    @ViewBuilder @MainActor @preconcurrency static var previews: Previews { get }
}

/// A view with preview settings: drawn as its content (with `PreviewSettings.colorScheme`
/// as its colour scheme), read by the previews runner.
public struct _PreviewSettingsView<Content: View>: View, PrimitiveView {
    let content: Content
    let settings: PreviewSettings

    /// Lowers the content, in the colour scheme the settings ask for.
    public static func _lower(_ view: Self, into tree: inout _ViewLowering) {
        if let scheme = view.settings.colorScheme {
            ModifiedContent<Content, _EnvironmentModifier>._lower(view.content.colorScheme(scheme), into: &tree)
        } else {
            Content._lower(view.content, into: &tree)
        }
    }
}

extension View {
    /// Names the preview (in `introkit previews`' output names).
    ///
    /// Still frame: sets the preview's name; draws nothing.
    public func previewDisplayName(_ name: String?) -> _PreviewSettingsView<Self> {
        previewSetting { $0.displayName = name }
    }

    /// Sizes the preview's canvas.
    ///
    /// Still frame: sets the preview's canvas (see ``PreviewLayout``); draws nothing.
    public func previewLayout(_ layout: PreviewLayout) -> _PreviewSettingsView<Self> {
        previewSetting { $0.layout = layout }
    }

    /// Draws the preview on one device.
    ///
    /// Still frame: the preview is drawn on that device only (a name the catalog does not
    /// have is reported); nil leaves the devices to the command line.
    public func previewDevice(_ device: PreviewDevice?) -> _PreviewSettingsView<Self> {
        previewSetting { $0.device = device }
    }

    /// Draws the preview in one orientation.
    ///
    /// Still frame: the preview's canvas is in that orientation.
    public func previewInterfaceOrientation(_ orientation: InterfaceOrientation) -> _PreviewSettingsView<Self> {
        previewSetting { $0.orientation = orientation.orientation }
    }

    /// Asks for a colour scheme for the presentation the view is in.
    ///
    /// Still frame: the view and what it contains are drawn in `scheme`; at the root of a
    /// preview, the whole canvas is (whatever `--color-scheme` says). Nil changes nothing.
    public func preferredColorScheme(_ scheme: ColorScheme?) -> _PreviewSettingsView<Self> {
        previewSetting { $0.colorScheme = scheme }
    }

    private func previewSetting(_ change: (inout PreviewSettings) -> Void) -> _PreviewSettingsView<Self> {
        var settings = PreviewSettings()
        change(&settings)
        return _PreviewSettingsView(content: self, settings: settings)
    }
}

/// One preview a view stands for: the view and its settings.
public struct _PreviewPart {
    /// The view drawn.
    public let view: AnyView
    /// What the preview modifiers around it set.
    public let settings: PreviewSettings
}

/// A view that may stand for several previews (a `Group`, the pair a view builder makes,
/// a view with preview settings).
protocol _PreviewSplitting {
    /// The previews, in order.
    func previewParts() -> [_PreviewPart]
}

/// The previews `view` stands for, as Xcode shows a provider's `previews`: each view of a
/// `Group` (and of the view builder that makes `previews`) is one, with the preview
/// modifiers around it and around the group.
public func _previewParts<V: View>(of view: V) -> [_PreviewPart] {
    if let splitting = view as? any _PreviewSplitting { return splitting.previewParts() }
    return [_previewPart(of: view)]
}

/// `view` as one preview, the preview modifiers around its root read (a `#Preview`'s body).
public func _previewPart<V: View>(of view: V) -> _PreviewPart {
    guard let settingsView = view as? any _PreviewSettingsReading else {
        return _PreviewPart(view: AnyView(view), settings: PreviewSettings())
    }
    return _PreviewPart(view: AnyView(view), settings: settingsView.rootSettings())
}

/// A view whose root carries preview settings.
protocol _PreviewSettingsReading {
    /// The settings of the modifiers at the root, outer ones winning.
    func rootSettings() -> PreviewSettings
}

extension _PreviewSettingsView: _PreviewSettingsReading {
    func rootSettings() -> PreviewSettings {
        let inner = (content as? any _PreviewSettingsReading)?.rootSettings() ?? PreviewSettings()
        return inner.overridden(by: settings)
    }
}

/// Preview modifiers inside other modifiers still set the preview's canvas, as SwiftUI hands a
/// `.preferredColorScheme` up to the presentation from wherever it is:
/// `ContentView().preferredColorScheme(.dark).environmentObject(model)` is a dark preview.
extension ModifiedContent: _PreviewSettingsReading {
    func rootSettings() -> PreviewSettings {
        (content as? any _PreviewSettingsReading)?.rootSettings() ?? PreviewSettings()
    }
}

extension _PreviewSettingsView: _PreviewSplitting {
    func previewParts() -> [_PreviewPart] {
        _previewParts(of: content).map { part in
            var settings = part.settings.overridden(by: self.settings)
            // A name given to a whole group names none of its previews.
            if _previewParts(of: content).count > 1 { settings.displayName = part.settings.displayName }
            return _PreviewPart(view: AnyView(_PreviewSettingsView<AnyView>(content: part.view, settings: self.settings)), settings: settings)
        }
    }
}

extension Group: _PreviewSplitting {
    func previewParts() -> [_PreviewPart] { _previewParts(of: content) }
}

/// A `ForEach` in `previews` is a preview per element, as Xcode shows it.
extension ForEach: _PreviewSplitting {
    func previewParts() -> [_PreviewPart] { data.flatMap { _previewParts(of: content($0)) } }
}

extension TupleView: _PreviewSplitting {
    func previewParts() -> [_PreviewPart] { _previewParts(of: first) + _previewParts(of: second) }
}

/// One `#Preview` as its macro registers it: its name, traits and body, found by the
/// previews runner by the symbol the macro gives it.
public final class _PreviewRegistration {
    /// The name given to `#Preview`, if any.
    public let name: String?
    /// What its traits set.
    public let settings: PreviewSettings
    /// Makes the view, with the preview modifiers at its root read (`.preferredColorScheme`,
    /// `.previewDevice` …), which the runner plans the preview's outputs with.
    public let body: @MainActor () -> _PreviewPart

    /// A registration, retained for the runner, which takes it back with `takeRetainedValue`.
    public static func retained(
        _ name: String?, traits: [PreviewTrait<PreviewViewTraits>], body: @escaping @MainActor () -> _PreviewPart
    ) -> UnsafeMutableRawPointer {
        Unmanaged.passRetained(_PreviewRegistration(name: name, traits: traits, body: body)).toOpaque()
    }

    init(name: String?, traits: [PreviewTrait<PreviewViewTraits>], body: @escaping @MainActor () -> _PreviewPart) {
        self.name = name
        self.settings = traits.reduce(PreviewSettings()) { $0.overridden(by: $1.settings) }
        self.body = body
    }
}

/// One declaration of previews in a previews build's registry: a `#Preview` (found by the
/// symbol its macro gives it) or a `PreviewProvider` type, with the file and line that
/// declare it.
public struct _PreviewEntry {
    /// The file, as given to `introkit previews`.
    public let file: String
    /// The line of the declaration.
    public let line: Int
    /// A `#Preview`'s registration symbol.
    public let symbol: String?
    /// A provider's previews, split into its views.
    public let provider: (@MainActor () -> [_PreviewPart])?
    /// The line of each of a provider's views, as the source shows them (a view past the
    /// last has the declaration's line).
    public let partLines: [Int]

    /// The `#Preview` at `file:line`, registered as `symbol`.
    public init(file: String, line: Int, symbol: String) {
        self.file = file
        self.line = line
        self.symbol = symbol
        provider = nil
        partLines = []
    }

    /// The provider `type` declared at `file:line`, its views at `partLines`.
    public init<Provider: PreviewProvider>(file: String, line: Int, provider type: Provider.Type, partLines: [Int] = []) {
        self.file = file
        self.line = line
        symbol = nil
        provider = { _previewParts(of: Provider.previews) }
        self.partLines = partLines
    }
}
