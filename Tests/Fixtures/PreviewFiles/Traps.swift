import SwiftUI

struct Loop: View {
    var body: some View { Loop() }
}

struct Crash: View {
    var body: some View {
        fatalError("this view cannot draw")
    }
}

#Preview("First") { Text("first") }
#Preview("Crash") { Crash() }
#Preview("Loop") { Loop() }
#Preview("NaN") { Text("x").frame(width: .nan, height: 10) }
#Preview("Infinite", traits: .sizeThatFitsLayout) { Color.red.frame(width: .infinity, height: 10) }
#Preview("Last") { Text("last") }
#Preview("Early") { early() }

/// A preview body that traps while it is made, before any view draws.
func early() -> Text { fatalError("the preview's body traps") }

/// A view whose body waits for a signal that never comes.
struct Stuck: View {
    var body: some View {
        DispatchSemaphore(value: 0).wait()
        return Text("never")
    }
}

#Preview("Stuck") { Stuck() }
