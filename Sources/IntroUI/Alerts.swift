import Foundation

/// An alert, in SwiftUI's older form (`alert(isPresented:content:)`).
public struct Alert {
    /// A button of an alert.
    public struct Button {
        enum Kind { case `default`, cancel, destructive }
        let kind: Kind
        let label: Text
        let action: (() -> Void)?

        /// A button with the default style.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(kind: .default, label: label, action: action) }
        /// A cancel button.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(kind: .cancel, label: label, action: action) }
        /// The system's cancel button ("Cancel").
        public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button(kind: .cancel, label: Text("Cancel"), action: action) }
        /// A destructive button.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(kind: .destructive, label: label, action: action)
        }
    }

    /// The title.
    public let title: Text
    /// The message, if any.
    public let message: Text?
    let buttons: [Button]

    /// An alert with one button ("OK" by default).
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        self.buttons = [dismissButton ?? .default(Text("OK"))]
    }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        self.buttons = [primaryButton, secondaryButton]
    }
}


extension View {
    /// Presents an alert while `isPresented` is true.
    ///
    /// Still frame: the alert is not drawn: IntroKit draws the view under it, as it is
    /// before the alert appears; its actions never run.
    @inlinable
    public consuming func alert<S: StringProtocol, Actions: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions
    ) -> Self { self }

    /// Presents an alert with a message while `isPresented` is true.
    ///
    /// Still frame: not drawn; see `alert(_:isPresented:actions:)`.
    @inlinable
    public consuming func alert<S: StringProtocol, Actions: View, Message: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions, @ViewBuilder message: () -> Message
    ) -> Self { self }

    /// Presents an alert with a text title while `isPresented` is true.
    ///
    /// Still frame: not drawn.
    @inlinable
    public consuming func alert<Actions: View, Message: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions, @ViewBuilder message: () -> Message
    ) -> Self { self }

    /// Presents an alert about `data` while `isPresented` is true.
    ///
    /// Still frame: not drawn.
    @inlinable
    public consuming func alert<S: StringProtocol, T, Actions: View, Message: View>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> Actions,
        @ViewBuilder message: (T) -> Message
    ) -> Self { self }

    /// Presents an ``Alert`` while `isPresented` is true (SwiftUI's older form).
    ///
    /// Still frame: not drawn.
    @inlinable
    public consuming func alert(isPresented: Binding<Bool>, content: () -> Alert) -> Self { self }

    /// Presents an ``Alert`` for `item` while it is not nil (SwiftUI's older form).
    ///
    /// Still frame: not drawn.
    @inlinable
    public consuming func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> Self { self }

    /// Presents a confirmation dialog while `isPresented` is true.
    ///
    /// Still frame: the dialog is not drawn (the view under it is); its actions never run.
    @inlinable
    public consuming func confirmationDialog<S: StringProtocol, Actions: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> Actions
    ) -> Self { self }

    /// Presents a confirmation dialog with a message while `isPresented` is true.
    ///
    /// Still frame: not drawn.
    @inlinable
    public consuming func confirmationDialog<S: StringProtocol, Actions: View, Message: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> Actions,
        @ViewBuilder message: () -> Message
    ) -> Self { self }
}
