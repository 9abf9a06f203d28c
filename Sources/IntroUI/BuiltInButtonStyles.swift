import Foundation

/// The default style: borderless on iOS.
///
/// Still frame: the label in the accent colour (red when destructive, secondary when disabled).
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// The default style.
    public init() {}

    /// The label in the button's colour.
    public func makeBody(configuration: Configuration) -> some View {
        BorderlessButtonStyle().makeBody(configuration: configuration)
    }
}

/// A button drawn as its label in the accent colour, with no border.
///
/// Still frame: the label in the accent colour (red when destructive, secondary when disabled),
/// unless a foreground colour is set.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// The borderless style.
    public init() {}

    /// The label in the button's colour.
    public func makeBody(configuration: Configuration) -> some View {
        let role = configuration.role
        return configuration.label.environmentChange(.custom { $0.foregroundColor = ButtonRole.labelColor(role, in: $0) })
    }
}

/// A button drawn as its label alone, in the colours it has.
///
/// Still frame: the label as it is, no accent colour (secondary when disabled).
public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// The plain style.
    public init() {}

    /// The label.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label.environmentChange(.custom { if !$0.isEnabled { $0.foregroundColor = .secondary } })
    }
}

/// A button with a tinted border shape behind its label.
///
/// Still frame: the label in the accent colour over the button border shape filled with the
/// accent colour at 15 % (prominent: white over the accent colour), padded for the control
/// size — mini 8 × 3 points, small 10 × 5, regular 12 × 7, large 20 × 14, extra large 24 × 17
/// (horizontal × vertical); the automatic shape is a continuous rounded rectangle of radius
/// 5, 6, 8, 12 and 14 points for those sizes. Disabled: the label in the secondary colour over
/// grey at 15 %.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    let isProminent: Bool

    /// The bordered style.
    public init() {
        isProminent = false
    }

    init(prominent: Bool) {
        isProminent = prominent
    }

    /// The label over the filled shape.
    public func makeBody(configuration: Configuration) -> some View {
        let (label, role, isProminent) = (configuration.label, configuration.role, isProminent)
        return EnvironmentReader { environment in
            BorderedButtonBody(label: label, role: role, isProminent: isProminent, environment: environment)
        }
    }
}

/// A bordered button filled with the accent colour, its label in white (`.borderedProminent`).
///
/// Still frame: as ``BorderedButtonStyle``, prominent.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// The prominent bordered style.
    public init() {}

    /// The white label over the accent colour.
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonStyle(prominent: true).makeBody(configuration: configuration)
    }
}

/// What a bordered button draws, from the environment it is in.
struct BorderedButtonBody: View {
    let label: ButtonStyleConfiguration.Label
    let role: ButtonRole?
    let isProminent: Bool
    let environment: EnvironmentValues

    private var tint: Color { role == .destructive ? .red : environment.accentColor }

    private var labelColor: Color {
        if !environment.isEnabled { return .secondary }
        return isProminent ? .white : environment.foregroundColor ?? tint
    }

    private var fill: Color {
        if !environment.isEnabled { return Color.gray.opacity(0.15) }
        return isProminent ? tint : tint.opacity(0.15)
    }

    private var padding: (horizontal: Double, vertical: Double, radius: Double) {
        switch environment.controlSize {
        case .mini: (8, 3, 5)
        case .small: (10, 5, 6)
        case .regular: (12, 7, 8)
        case .large: (20, 14, 12)
        case .extraLarge: (24, 17, 14)
        }
    }

    var body: some View {
        label
            .foregroundColor(labelColor)
            .padding(EdgeInsets(top: padding.vertical, leading: padding.horizontal, bottom: padding.vertical, trailing: padding.horizontal))
            .background(shape)
    }

    @ViewBuilder private var shape: some View {
        switch environment.buttonBorderShape.kind {
        case .capsule: Capsule().fill(fill)
        case .circle: Circle().fill(fill)
        case .roundedRectangle(let radius?): RoundedRectangle(cornerRadius: radius, style: .continuous).fill(fill)
        case .automatic, .roundedRectangle(nil): RoundedRectangle(cornerRadius: padding.radius, style: .continuous).fill(fill)
        }
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default style (borderless on iOS).
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// The label in the accent colour, no border.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The label as it is.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A tinted shape behind the label.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// The accent colour behind a white label.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
