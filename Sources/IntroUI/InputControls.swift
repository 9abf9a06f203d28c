import Foundation

/// A choice among tagged options, like SwiftUI's `Picker`: a segmented control with
/// `.pickerStyle(.segmented)`, else a menu button showing the selected option in the tint (in
/// a list row: the title, then the selected option in grey). Still frame: the selection is
/// drawn; no menu opens.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    @usableFromInline let selection: SelectionValue
    @usableFromInline let label: Label
    @usableFromInline let content: Content

    /// A picker of the content's tagged options.
    @inlinable
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection.wrappedValue
        self.content = content()
        self.label = label()
    }

    /// Lowers the options, then draws the control.
    @inlinable
    public static func _lower(_ view: Self, into tree: inout _ViewLowering) {
        let options = tree.lowerNodes(view.content, changing: .custom(PickerMetrics.optionStyle))
        let label = tree.lowerNodes(view.label)
        tree.finishPicker(options: options, label: label, selection: AnyHashable(view.selection))
    }
}

extension Picker where Label == Text {
    /// A picker with a text title.
    @inlinable
    public init(_ title: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// How pickers are drawn (`pickerStyle`).
enum PickerStyleKind: Hashable, Sendable {
    case automatic, segmented
}

/// A style for ``Picker``: segmented, or a menu (menu, wheel, inline and navigation-link
/// styles are drawn as a menu button).
public protocol PickerStyle {
    /// What the style draws.
    var _pickerKind: _StyleToken { get }
}

/// A segmented control.
public struct SegmentedPickerStyle: PickerStyle {
    /// The style.
    public init() {}
    /// Segments.
    public var _pickerKind: _StyleToken { _StyleToken { $0.picker = .segmented } }
}

/// A menu button (the default).
public struct MenuPickerStyle: PickerStyle {
    /// The style.
    public init() {}
    /// A menu.
    public var _pickerKind: _StyleToken { _StyleToken { $0.picker = .automatic } }
}

/// A wheel, drawn as a menu button.
public struct WheelPickerStyle: PickerStyle {
    /// The style.
    public init() {}
    /// A menu.
    public var _pickerKind: _StyleToken { _StyleToken { $0.picker = .automatic } }
}

/// The platform default: a menu button.
public struct DefaultPickerStyle: PickerStyle {
    /// The style.
    public init() {}
    /// A menu.
    public var _pickerKind: _StyleToken { _StyleToken { $0.picker = .automatic } }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// Segments.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// A menu button.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// A wheel (drawn as a menu button).
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The default.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension View {
    /// How ``Picker``s inside are drawn.
    @inlinable
    public consuming func pickerStyle(_ style: some PickerStyle) -> ModifiedContent<Self, _EnvironmentModifier> {
        containerStyle(style._pickerKind)
    }
}

/// The measures of pickers and steppers: iOS's segmented control is 32 points tall, its
/// selected segment a white rounded rectangle 2 points in from the grey track.
@usableFromInline
enum PickerMetrics {
    static let height = 32.0
    /// The track of segmented controls and steppers: iOS's `tertiarySystemFill`.
    static let track = Color(
        light: RGBA(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12),
        dark: RGBA(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.24))
    static let thumb = Color(light: RGBA(rgb: 0xFFFFFF), dark: RGBA(rgb: 0x636366))

    /// Segments in 13-point medium text; menu options in the tint.
    @usableFromInline
    static let optionStyle: @Sendable (inout EnvironmentValues) -> Void = { environment in
        if environment._containers.picker == .segmented {
            environment.font = .system(size: 13, weight: .medium)
        } else {
            environment.foregroundColor = environment.foregroundColor ?? environment.accentColor
        }
    }
}

extension _ViewLowering {
    /// Draws a picker from its lowered options and label.
    @usableFromInline
    mutating func finishPicker(options: [Int32], label: [Int32], selection: AnyHashable) {
        let selected = options.firstIndex { trait(traits.tags, of: $0) == selection }
        if environment._containers.picker == .segmented {
            SegmentedControl(options: options, selected: selected)._lowerAsRoot(into: &self)
            return
        }
        let chosen = selected.map { LoweredNode(node: options[$0]) }
        let inRow = traits.inListRows
        HStack(spacing: 4) {
            if inRow {
                ForEach(label.indices, id: \.self) { LoweredNode(node: label[$0]) }
                Spacer()
            }
            chosen
            Image(systemName: "chevron.up.chevron.down").font(.system(size: 13, weight: .medium))
                .foregroundColor(inRow ? NavigationBarView.chevron : environment.accentColor)
        }
        ._lowerAsRoot(into: &self)
    }
}

/// A segmented control: equal segments on the grey track, the selected one on a white thumb.
struct SegmentedControl: View {
    let options: [Int32]
    let selected: Int?

    var body: some View {
        HStack(spacing: 0) {
            ForEach(options.indices, id: \.self) { index in
                LoweredNode(node: options[index])
                    .lineLimit(1)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background(
                        RoundedRectangle(cornerRadius: 7).fill(index == selected ? PickerMetrics.thumb : Color.clear).padding(2))
            }
        }
        .frame(height: PickerMetrics.height)
        .background(RoundedRectangle(cornerRadius: 9).fill(PickerMetrics.track))
    }
}

/// A control that steps a value up and down, like SwiftUI's `Stepper`: its label, then a
/// 94 × 32 pair of − and + buttons at the trailing edge. Still frame: the value is the
/// binding's; nothing steps.
public struct Stepper<Label: View>: View {
    @usableFromInline let label: Label

    /// A stepper with actions.
    @inlinable
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {
        self.label = label()
    }

    /// A stepper of a value within bounds.
    @inlinable
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A stepper of a value.
    @inlinable
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// The label, a spacer and the buttons.
    public var body: some View {
        HStack {
            label
            Spacer()
            HStack(spacing: 0) {
                Image(systemName: "minus").frame(maxWidth: .infinity)
                Divider().frame(height: 18)
                Image(systemName: "plus").frame(maxWidth: .infinity)
            }
            .font(.system(size: 17, weight: .medium))
            .frame(width: 94, height: PickerMetrics.height)
            .background(RoundedRectangle(cornerRadius: 8).fill(PickerMetrics.track))
        }
    }
}

extension Stepper where Label == Text {
    /// A stepper with a text label, of a value within bounds.
    @inlinable
    public init<V: Strideable>(_ title: String, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {
        self.init(value: value, in: bounds, step: step) { Text(title) }
    }

    /// A stepper with a text label, of a value.
    @inlinable
    public init<V: Strideable>(_ title: String, value: Binding<V>, step: V.Stride = 1) {
        self.init(value: value, step: step) { Text(title) }
    }
}

/// A value chosen along a track, like SwiftUI's `Slider`: it takes the width it is offered; a
/// 4-point track filled in the tint up to a 28-point white knob. Still frame: the binding's value.
///
/// With value labels (`minimumValueLabel:maximumValueLabel:`) they stand before and after the
/// track, the stack's default spacing apart; the `label` is not drawn on iOS (VoiceOver reads it).
public struct Slider: View {
    @usableFromInline let fraction: Double
    @usableFromInline let valueLabels: (minimum: AnyView, maximum: AnyView)?

    @usableFromInline
    static func fraction<V: BinaryFloatingPoint>(_ value: V, in bounds: ClosedRange<V>) -> Double {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        let fraction = span > 0 ? Double(value - bounds.lowerBound) / span : 0
        return fraction.isFinite ? min(1, max(0, fraction)) : 0
    }

    /// A slider of a value within bounds.
    @inlinable
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        fraction = Self.fraction(value.wrappedValue, in: bounds)
        valueLabels = nil
    }

    /// A slider of a value within bounds, with a label for VoiceOver.
    @inlinable
    public init<V: BinaryFloatingPoint, Label: View>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged)
    }

    /// A slider of a value within bounds, with a label for VoiceOver and the views at the
    /// track's two ends.
    @inlinable
    public init<V: BinaryFloatingPoint, Label: View, ValueLabel: View>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        fraction = Self.fraction(value.wrappedValue, in: bounds)
        valueLabels = (AnyView(minimumValueLabel()), AnyView(maximumValueLabel()))
    }

    /// The track between the value labels, if any.
    public var body: some View {
        if let valueLabels {
            HStack {
                valueLabels.minimum
                track
                valueLabels.maximum
            }
        } else {
            track
        }
    }

    /// The track, its filled part and the knob.
    private var track: some View {
        EnvironmentReader { environment in
            GeometryReader { proxy in
                let knob = 28.0
                let travel = max(0, Double(proxy.size.width) - knob)
                ZStack(alignment: .leading) {
                    Capsule().fill(ProgressBar.track).frame(height: 4)
                    Capsule().fill(environment.accentColor).frame(width: knob / 2 + travel * fraction, height: 4)
                    Circle().fill(Color.white).frame(width: knob, height: knob)
                        .shadow(color: Color.black.opacity(0.15), radius: 4, x: 0, y: 2)
                        .offset(x: travel * fraction)
                }
                .frame(maxHeight: .infinity)
            }
            .frame(height: 28)
        }
    }
}

/// A text field, like SwiftUI's `TextField`: the text, or its placeholder in grey, taking the
/// width it is offered. Still frame: the binding's text; no keyboard, no cursor.
public struct TextField: View {
    @usableFromInline let placeholder: String
    @usableFromInline let text: String
    @usableFromInline let isSecure: Bool

    @usableFromInline
    init(placeholder: String, text: String, isSecure: Bool) {
        self.placeholder = placeholder
        self.text = text
        self.isSecure = isSecure
    }

    /// A field editing `text`, showing `title` while it is empty.
    @inlinable
    public init(_ title: String, text: Binding<String>) {
        self.init(placeholder: title, text: text.wrappedValue, isSecure: false)
    }

    /// A field with a prompt (shown while the text is empty) and a title.
    @inlinable
    public init(_ title: String, text: Binding<String>, prompt: Text?) {
        self.init(placeholder: prompt?.content ?? title, text: text.wrappedValue, isSecure: false)
    }

    /// A field that grows along `axis` (drawn as one that wraps).
    @inlinable
    public init(_ title: String, text: Binding<String>, axis: Axis) {
        self.init(placeholder: title, text: text.wrappedValue, isSecure: false)
    }

    /// A field with a prompt that grows along `axis` (drawn as one that wraps).
    @inlinable
    public init(_ title: String, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(title, text: text, prompt: prompt)
    }

    /// The placeholder colour: iOS's `placeholderText`.
    static let placeholderColor = Color(
        light: RGBA(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3),
        dark: RGBA(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.3))

    /// The text (dots for a secure field) or the placeholder, leading in the offered width,
    /// in the frame of the `textFieldStyle` in effect.
    public var body: some View {
        TextFieldFrame(content: Group {
            if text.isEmpty {
                Text(placeholder).foregroundColor(TextField.placeholderColor)
            } else {
                Text(isSecure ? String(repeating: "•", count: text.count) : text)
            }
        })
    }
}

/// A text field whose text is drawn as dots, like SwiftUI's `SecureField`.
/// Still frame: one dot per character of the binding's text.
public struct SecureField: View {
    @usableFromInline let field: TextField

    /// A secure field editing `text`, showing `title` while it is empty.
    @inlinable
    public init(_ title: String, text: Binding<String>) {
        field = TextField(placeholder: title, text: text.wrappedValue, isSecure: true)
    }

    /// A secure field with a prompt (shown while the text is empty) and a title.
    @inlinable
    public init(_ title: String, text: Binding<String>, prompt: Text?) {
        field = TextField(placeholder: prompt?.content ?? title, text: text.wrappedValue, isSecure: true)
    }

    /// The field.
    public var body: some View { field }
}

extension View {
    /// The content at its ideal size on both axes, whatever its parent offers.
    @inlinable
    public consuming func fixedSize() -> ModifiedContent<Self, _FixedSizeLayout> {
        fixedSize(horizontal: true, vertical: true)
    }
}
