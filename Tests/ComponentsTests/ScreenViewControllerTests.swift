import Components
import HeadlessUI
import Testing

/// A view model with one piece of state, as a screen's would have.
@MainActor
private final class CounterViewModel: ScreenViewModel {
    var onChange: (() -> Void)?
    private(set) var count = 0

    func increment() {
        count += 1
        onChange?()
    }
}

/// A screen that shows the count and counts its builds.
private final class CounterScreen: ScreenViewController<CounterViewModel> {
    private(set) var builds = 0

    init(viewModel: CounterViewModel) {
        super.init(title: "Counter", viewModel: viewModel)
    }

    override func makeView() -> ViewNode {
        builds += 1
        return ViewNode(role: .text, label: "\(viewModel.count)")
    }
}

@MainActor
@Suite struct ScreenViewControllerTests {
    @Test func theViewShowsTheStateOfTheMomentItIsFirstBuilt() {
        let viewModel = CounterViewModel()
        let screen = CounterScreen(viewModel: viewModel)
        viewModel.increment()
        #expect(screen.builds == 0)
        #expect(screen.view.label == "1")
        #expect(screen.title == "Counter")
    }

    @Test func aChangeRebuildsTheWholeView() {
        let viewModel = CounterViewModel()
        let screen = CounterScreen(viewModel: viewModel)
        let first = screen.view
        viewModel.increment()
        #expect(screen.view !== first)
        #expect(screen.view.label == "1")
        #expect(screen.builds == 2)
    }

    @Test func theScreenAndItsViewModelAreReleasedTogether() {
        let detector = LeakDetector()
        do {
            let viewModel = CounterViewModel()
            let screen = CounterScreen(viewModel: viewModel)
            _ = screen.view
            viewModel.increment()
            detector.expectRelease(screen, because: "nothing holds the screen")
            detector.expectRelease(viewModel, because: "only its screen holds it")
        }
        #expect(detector.check().isEmpty)
    }
}

/// A view model that records when its screen appears and disappears.
@MainActor
private final class VisitsViewModel: ScreenViewModel {
    var onChange: (() -> Void)?
    private(set) var events: [String] = []

    func screenWillAppear() { events.append("appear") }

    func screenDidDisappear() { events.append("disappear") }
}

private final class VisitsScreen: ScreenViewController<VisitsViewModel> {
    init() {
        super.init(title: "Visits", viewModel: VisitsViewModel())
    }
}

@MainActor
@Suite struct ScreenAppearanceForwardingTests {
    @Test func theViewModelHearsWhenItsScreenAppearsAndDisappears() throws {
        let screen = VisitsScreen()
        let window = Window()
        let navigation = try NavigationController(rootViewController: screen)
        try window.setRootViewController(navigation)
        window.makeKeyAndVisible()
        #expect(screen.viewModel.events == ["appear"])
        try navigation.pushViewController(ViewController())
        #expect(screen.viewModel.events == ["appear", "disappear"])
        _ = navigation.popViewController(animated: false)
        #expect(screen.viewModel.events == ["appear", "disappear", "appear"])
    }

    @Test func aViewModelThatLoadsNothingIgnoresAppearing() {
        let viewModel = CounterViewModel()
        viewModel.screenWillAppear()
        viewModel.screenDidDisappear()
        #expect(viewModel.count == 0)
    }
}
