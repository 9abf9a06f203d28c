import Foundation

/// An icon beside a title, like SwiftUI's `Label` (`labelStyle` can show one of them).
public struct Label<Title: View, Icon: View>: View {
    @usableFromInline let title: Title
    @usableFromInline let icon: Icon

    /// A label from a title and an icon view.
    @inlinable
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// The icon, 8 points, then the title, as `labelStyle` chooses.
    public var body: some View {
        EnvironmentReader { environment in
            switch environment._containers.label {
            case .titleOnly: title
            case .iconOnly: icon
            case .tabItem:
                VStack(spacing: 2) {
                    icon.font(.system(size: 22))
                    title
                }
            case .unavailable:
                VStack(spacing: 8) {
                    icon.font(.system(size: 48)).foregroundColor(.secondary)
                    title.font(.title2.bold())
                }
            case .automatic, .titleAndIcon:
                TitleAndIconLabelStyle().makeBody(configuration: LabelStyleConfiguration(title: title, icon: icon))
            case .custom(let style):
                // Labels in the style's body are drawn in the default style (not the style again).
                style.body(LabelStyleConfiguration(title: title, icon: icon))
                    .environmentChange(.custom { $0._containers.label = .automatic })
            }
        }
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with an SF Symbol.
    public init(_ title: String, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A label with an image from the assets.
    public init(_ title: String, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

/// Progress: a bar filled to a fraction, or a spinner when there is no value, like
/// SwiftUI's `ProgressView`.
/// Still frame: the spinner is drawn at rest.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    @usableFromInline let fraction: Double?
    @usableFromInline let label: Label?
    @usableFromInline let currentValueLabel: CurrentValueLabel?

    @usableFromInline
    init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.fraction = fraction.map { $0.isFinite ? min(1, max(0, $0)) : 0 }
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    /// A bar (with a value and not `.circular`) or a spinner, with its labels.
    public var body: some View {
        EnvironmentReader { environment in
            let circular = environment._containers.progress == .circular
                || (environment._containers.progress == .automatic && fraction == nil)
            if circular {
                VStack(spacing: 8) {
                    ProgressSpinner()
                    label.foregroundColor(.secondary)
                }
            } else {
                VStack(alignment: .leading, spacing: 4) {
                    label
                    ProgressBar(fraction: fraction ?? 0)
                    currentValueLabel.foregroundColor(.secondary).font(.footnote)
                }
            }
        }
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A spinner.
    public init() {
        self.init(fraction: nil, label: nil, currentValueLabel: nil)
    }

    /// A bar filled to `value / total` (a spinner when `value` is nil).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A spinner with a title under it.
    public init(_ title: String) {
        self.init(fraction: nil, label: Text(title), currentValueLabel: nil)
    }

    /// A bar with a title above it.
    public init<V: BinaryFloatingPoint>(_ title: String, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), label: Text(title), currentValueLabel: nil)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// A spinner with a label.
    public init(@ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: label(), currentValueLabel: nil)
    }

    /// A bar with a label above it.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.fraction(value, total), label: label(), currentValueLabel: nil)
    }
}

extension ProgressView {
    /// A bar with a label above it and the current value's label under it.
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(fraction: Self.fraction(value, total), label: label(), currentValueLabel: currentValueLabel())
    }

    static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        guard let value else { return nil }
        return total > 0 ? Double(value) / Double(total) : 0
    }
}

/// A linear progress bar: a 4-point capsule track, filled from the leading edge in the tint.
struct ProgressBar: View {
    let fraction: Double

    /// The track's colour: iOS's `systemFill` family.
    static let track = Color(
        light: RGBA(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2),
        dark: RGBA(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.36))

    var body: some View {
        EnvironmentReader { environment in
            Capsule().fill(Self.track)
                .overlay(alignment: .leading) {
                    GeometryReader { proxy in
                        Capsule().fill(environment.accentColor).frame(width: proxy.size.width * fraction)
                    }
                }
                .frame(height: 4)
        }
    }
}

/// The activity indicator: eight spokes round a 20-point circle, fading clockwise.
struct ProgressSpinner: View {
    var body: some View {
        ZStack {
            ForEach(0..<8) { spoke in
                Capsule()
                    .fill(Color.gray.opacity(1 - Double(spoke) * 0.1))
                    .frame(width: 2.5, height: 6)
                    .offset(y: -6.5)
                    .rotationEffect(.degrees(Double(spoke) * 45))
            }
        }
        .frame(width: 20, height: 20)
    }
}

/// A switch that turns something on or off, with its label leading, like SwiftUI's
/// `Toggle`.
/// Still frame: drawn in the binding's current state.
public struct Toggle<Label: View>: View {
    @usableFromInline let isOn: Bool
    @usableFromInline let label: Label

    /// A toggle with a label view.
    @inlinable
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn.wrappedValue
        self.label = label()
    }

    /// The label, then a 51 × 31 switch at the trailing edge (or the label as a tinted
    /// button with `.toggleStyle(.button)`; the switch alone with `labelsHidden()`).
    public var body: some View {
        EnvironmentReader { environment in
            let containers = environment._containers
            if containers.toggle == .button {
                label.foregroundColor(isOn ? .white : environment.accentColor)
                    .padding(.horizontal, 12).padding(.vertical, 7)
                    .background(Capsule().fill(isOn ? environment.accentColor : ProgressBar.track))
            } else if containers.labelsHidden {
                ToggleSwitch(isOn: isOn, tint: Self.onColor(environment))
            } else {
                HStack {
                    label
                    Spacer()
                    ToggleSwitch(isOn: isOn, tint: Self.onColor(environment))
                }
            }
        }
    }

    /// Green, unless a tint is set.
    static func onColor(_ environment: EnvironmentValues) -> Color {
        environment.tint ?? .green
    }
}

extension Toggle where Label == Text {
    /// A toggle labelled with a string literal's text, its Markdown read as
    /// ``Text/init(_:tableName:bundle:comment:)`` reads it.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// A toggle labelled with a string shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == IntroUI.Label<Text, Image> {
    /// A toggle labelled with an SF Symbol before a string literal's text (its Markdown read).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { IntroUI.Label(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) }) }
    }

    /// A toggle labelled with an SF Symbol before a string shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { IntroUI.Label(title: { Text(title) }, icon: { Image(systemName: systemImage) }) }
    }
}

/// The switch of a ``Toggle``: a capsule track and a white knob at the end it is turned to.
struct ToggleSwitch: View {
    let isOn: Bool
    let tint: Color

    static let offTrack = Color(
        light: RGBA(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16),
        dark: RGBA(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.32))

    var body: some View {
        Capsule().fill(isOn ? tint : Self.offTrack)
            .overlay(alignment: isOn ? .trailing : .leading) {
                Circle().fill(Color.white).frame(width: 27, height: 27).padding(2)
            }
            .frame(width: 51, height: 31)
    }
}

/// A label that opens a URL, drawn in the accent colour, like SwiftUI's `Link`.
/// Still frame: nothing opens.
public struct Link<Label: View>: View, PrimitiveView {
    @usableFromInline let label: Label
    /// Where it leads.
    public let destination: URL

    /// A link with a label view.
    @inlinable
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    /// Lowers the label in the accent colour (unless a foreground colour is set); to
    /// VoiceOver it is one link combining its label.
    @inlinable
    public static func _lower(_ view: Self, into tree: inout _ViewLowering) {
        let mark = tree.begin(resettingGroup: false)
        tree.lower(view.label, changing: .foregroundColorDefaultingToAccent)
        tree.describeEach(since: mark, .control(.isLink))
    }
}

extension Link where Label == Text {
    /// A link with a text label.
    public init(_ title: String, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
