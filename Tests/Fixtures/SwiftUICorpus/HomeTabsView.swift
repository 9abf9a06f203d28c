import SwiftUI

struct Destination: Hashable {
    let name: String
}

struct HomeTabsView: View {
    @State private var tab = 0
    @State private var path = NavigationPath()
    @State private var liked = false
    @State private var showsSheet = true

    var body: some View {
        TabView(selection: $tab) {
            Tab("Explore", systemImage: "map", value: 0) {
                NavigationStack(path: $path) {
                    ScrollView {
                        LazyVStack(spacing: 16) {
                            ForEach(0..<6) { index in
                                NavigationLink(value: Destination(name: "Trail \(index + 1)")) {
                                    RoundedRectangle(cornerRadius: 20)
                                        .fill(Color.green.gradient)
                                        .frame(height: 140)
                                        .overlay(alignment: .bottomLeading) {
                                            Text("Trail \(index + 1)")
                                                .font(.headline)
                                                .foregroundStyle(.white)
                                                .padding()
                                        }
                                        .scrollTransition { content, phase in
                                            content.opacity(phase.isIdentity ? 1 : 0.5)
                                        }
                                }
                                .buttonStyle(.plain)
                            }
                        }
                        .padding()
                    }
                    .refreshable { try? await Task.sleep(for: .seconds(1)) }
                    .navigationTitle("Explore")
                    .navigationDestination(for: Destination.self) { destination in
                        Text(destination.name)
                    }
                    .toolbarBackground(.visible, for: .navigationBar)
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) {
                            Button {
                                liked.toggle()
                            } label: {
                                Image(systemName: liked ? "heart.fill" : "heart")
                                    .symbolEffect(.bounce, value: liked)
                            }
                            .sensoryFeedback(.success, trigger: liked)
                        }
                    }
                }
            }
            Tab("Saved", systemImage: "bookmark", value: 1) {
                Text("Saved trails")
            }
            .badge(3)
        }
        .sheet(isPresented: $showsSheet) {
            VStack(spacing: 12) {
                Text("Welcome back!")
                    .font(.title2.bold())
                    .fontDesign(.rounded)
                Text(.now, style: .time)
                    .foregroundStyle(.secondary)
            }
            .presentationDetents([.medium, .large])
            .presentationBackground(.ultraThinMaterial)
            .presentationCornerRadius(24)
        }
    }
}

#Preview {
    HomeTabsView()
}
