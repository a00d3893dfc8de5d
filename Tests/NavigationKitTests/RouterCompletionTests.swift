import HeadlessUI
import HeadlessUITesting
import Testing

@testable import NavigationKit

/// Counts how often each module's completion ran, by module name.
final class CompletionCounter {
    private(set) var runs: [String: Int] = [:]

    func completion(for name: String) -> @MainActor () -> Void {
        { [self] in runs[name, default: 0] += 1 }
    }
}

/// A router over a stack shown in a visible window, with a counter for its completions.
struct RoutedStack {
    let window = Window()
    let navigation = NavigationController()
    let router: Router
    let root = ViewController()
    let counter = CompletionCounter()

    init() throws {
        router = Router(rootController: navigation)
        try router.setRootModule(root)
        try window.setRootViewController(navigation)
        window.makeKeyAndVisible()
    }

    /// Pushes a new module whose completion the counter records under `name`.
    @discardableResult
    func push(_ name: String) throws -> ViewController {
        let module = ViewController()
        module.title = name
        try router.push(module, animated: false, completion: counter.completion(for: name))
        return module
    }
}

struct RouterCompletionTests {
    let routed: RoutedStack

    init() throws {
        routed = try RoutedStack()
    }

    @Test func aProgrammaticPopRunsThePoppedModulesCompletionOnce() throws {
        try routed.push("detail")
        routed.router.popModule()
        routed.router.popModule()
        #expect(routed.counter.runs == ["detail": 1])
    }

    @Test func aModuleStillOnTheStackKeepsItsCompletion() throws {
        try routed.push("first")
        try routed.push("second")
        routed.router.popModule()
        #expect(routed.counter.runs == ["second": 1])
    }

    @Test func popToRootRunsTheCompletionOfEachRemovedModule() throws {
        try routed.push("first")
        try routed.push("second")
        try routed.push("third")
        routed.router.popToRootModule()
        #expect(routed.counter.runs == ["first": 1, "second": 1, "third": 1])
    }

    @Test func replacingTheRootRunsTheCompletionsOfEveryReplacedModule() throws {
        try routed.push("first")
        try routed.push("second")
        try routed.router.setRootModule(ViewController())
        #expect(routed.counter.runs == ["first": 1, "second": 1])
    }

    @Test func aCompletedInteractivePopRunsTheCompletion() throws {
        try routed.push("detail")
        try routed.navigation.beginInteractivePop().finish()
        #expect(routed.counter.runs == ["detail": 1])
    }

    @Test func aCancelledInteractivePopDoesNotRunTheCompletion() throws {
        try routed.push("detail")
        try routed.navigation.beginInteractivePop().cancel()
        #expect(routed.counter.runs.isEmpty)
        routed.router.popModule()
        #expect(routed.counter.runs == ["detail": 1])
    }

    @Test func tappingTheBackButtonRunsTheCompletion() throws {
        try routed.push("detail")
        try ScreenDriver(window: routed.window).tap(.identifier("nav.back"))
        #expect(routed.counter.runs == ["detail": 1])
    }

    @Test func tappingTheSelectedTabRunsTheCompletionsOfThePoppedModules() throws {
        let tabs = TabBarController()
        let window = Window()
        let navigation = NavigationController()
        let router = Router(rootController: navigation)
        try router.setRootModule(ViewController())
        try tabs.setViewControllers([navigation])
        try window.setRootViewController(tabs)
        window.makeKeyAndVisible()
        let counter = CompletionCounter()
        try router.push(ViewController(), completion: counter.completion(for: "detail"))
        try tabs.selectTabAsUser(at: 0)
        #expect(counter.runs == ["detail": 1])
    }

    @Test func swipingASheetDownRunsThePresentedModulesCompletion() throws {
        try routed.router.present(ViewController(), completion: routed.counter.completion(for: "sheet"))
        try ScreenDriver(window: routed.window).swipeDownSheet()
        #expect(routed.counter.runs == ["sheet": 1])
    }

    @Test func dismissModuleRunsThePresentedModulesCompletion() throws {
        try routed.router.present(ViewController(), completion: routed.counter.completion(for: "sheet"))
        var dismissed = false
        routed.router.dismissModule { dismissed = true }
        #expect(routed.counter.runs == ["sheet": 1])
        #expect(dismissed)
        #expect(routed.navigation.presentedViewController == nil)
    }

    @Test func aRefusedSwipeDownDoesNotRunTheCompletion() throws {
        let sheet = ViewController()
        sheet.isModalInPresentation = true
        try routed.router.present(sheet, completion: routed.counter.completion(for: "sheet"))
        #expect(throws: InteractionError.self) { try ScreenDriver(window: routed.window).swipeDownSheet() }
        #expect(routed.counter.runs.isEmpty)
    }

    @Test func aPresentedModuleKeepsItsCompletionWhileTheStackChanges() throws {
        try routed.push("detail")
        try routed.router.present(ViewController(), completion: routed.counter.completion(for: "sheet"))
        routed.router.popModule()
        #expect(routed.counter.runs == ["detail": 1])
    }
}

/// A module's own sheet delegate: it may refuse the swipe (unsaved changes) and wants to know
/// when the sheet went.
final class ModuleSheetDelegate: PresentationControllerDelegate {
    var allowsSwipe = true
    private(set) var didDismiss = 0

    func presentationControllerShouldDismiss(_ presented: ViewController) -> Bool { allowsSwipe }

    func presentationControllerDidDismiss(_ presented: ViewController) {
        didDismiss += 1
    }
}

struct RouterSheetDelegateTests {
    let routed: RoutedStack
    let sheet = ViewController()
    let moduleDelegate = ModuleSheetDelegate()

    init() throws {
        routed = try RoutedStack()
        sheet.presentationDelegate = moduleDelegate
    }

    @Test func theModulesOwnSheetDelegateCanStillRefuseTheSwipe() throws {
        moduleDelegate.allowsSwipe = false
        try routed.router.present(sheet, completion: routed.counter.completion(for: "sheet"))
        #expect(throws: InteractionError.self) { try ScreenDriver(window: routed.window).swipeDownSheet() }
        #expect(routed.navigation.presentedViewController === sheet)
        #expect(routed.counter.runs.isEmpty)
    }

    @Test func theModulesOwnSheetDelegateIsStillToldAboutTheSwipe() throws {
        try routed.router.present(sheet, completion: routed.counter.completion(for: "sheet"))
        try ScreenDriver(window: routed.window).swipeDownSheet()
        #expect(moduleDelegate.didDismiss == 1)
        #expect(routed.counter.runs == ["sheet": 1])
    }
}
