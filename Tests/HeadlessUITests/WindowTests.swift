import HeadlessUI
import Testing

@MainActor
struct WindowTests {
    @Test func theFirstRootIsRecordedWithoutAPreviousRoot() throws {
        let window = Window()
        try window.setRootViewController(ViewController())
        #expect(window.transitions == [Window.Transition(from: nil, to: "ViewController", style: .none)])
    }

    @Test func aRootSwapIsRecordedWithItsTransition() throws {
        let window = Window()
        try window.setRootViewController(ViewController())
        try window.setRootViewController(TabBarController(), transition: .crossDissolve(duration: 0.25))
        #expect(
            window.transitions.last
                == Window.Transition(
                    from: "ViewController", to: "TabBarController", style: .crossDissolve(duration: 0.25))
        )
        #expect(window.rootViewController is TabBarController)
    }

    @Test func settingTheSameRootAgainRecordsNothing() throws {
        let window = Window()
        let root = ViewController()
        try window.setRootViewController(root)
        try window.setRootViewController(root)
        #expect(window.transitions.count == 1)
    }

    @Test func theHistoryKeepsOnlyTheMostRecentTransitions() throws {
        let window = Window()
        for _ in 0..<(Window.transitionHistoryLimit + 5) {
            try window.setRootViewController(ViewController())
        }
        #expect(window.transitions.count == Window.transitionHistoryLimit)
        #expect(window.transitions.first?.from == "ViewController")
    }

    @Test func aControllerInsideAContainerCannotBecomeTheRoot() throws {
        let child = ViewController()
        let container = try NavigationController(rootViewController: child)
        let window = Window()
        #expect(throws: PresentationError.alreadyInHierarchy("ViewController")) {
            try window.setRootViewController(child)
        }
        #expect(child.navigationController === container)
    }

    @Test func theRootOfAnotherWindowCannotBecomeTheRoot() throws {
        let root = ViewController()
        let owner = Window()
        try owner.setRootViewController(root)
        #expect(throws: PresentationError.alreadyInHierarchy("ViewController")) {
            try Window().setRootViewController(root)
        }
    }

    @Test func theOldFlowIsReleasedAfterARootSwap() throws {
        let window = Window()
        let detector = LeakDetector()
        do {
            let root = ViewController()
            let navigation = try NavigationController(rootViewController: root)
            try window.setRootViewController(navigation)
            window.makeKeyAndVisible()
            let sheet = ViewController()
            try navigation.present(sheet)
            detector.expectRelease(navigation, because: "the window root was replaced")
            detector.expectRelease(root, because: "its stack was replaced")
            detector.expectRelease(sheet, because: "its presenter was replaced")
        }
        try window.setRootViewController(ViewController(), transition: .crossDissolve(duration: 0.3))
        #expect(detector.check().isEmpty)
    }

    @Test func theScreenOfAnEmptyWindowHasNoLayers() {
        #expect(Window().screen.layers.isEmpty)
    }

    @Test func aPageSheetIsALayerAboveTheRoot() throws {
        let stack = try VisibleStack(root: ViewController())
        let sheet = ViewController()
        try stack.navigation.present(sheet)
        let layers = stack.window.screen.layers
        #expect(layers.count == 2)
        #expect(layers.first?.controller === stack.navigation)
        #expect(layers.last?.presentationStyle == .pageSheet)
    }

    @Test func aFullScreenPresentationHidesTheLayersBelow() throws {
        let stack = try VisibleStack(root: ViewController())
        let modal = ViewController()
        modal.modalPresentationStyle = .fullScreen
        try stack.navigation.present(modal)
        let layers = stack.window.screen.layers
        #expect(layers.count == 1)
        #expect(layers.first?.controller === modal)
    }
}
