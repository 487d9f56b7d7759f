// A game card's buttons at desktop width (spec 001 §2 Category lobby): the free-trial label is read
// whole in the skin's default language ("Teste grátis", never "Teste gr…").
import { categoryPath } from '../../../../engine';
import { gateway, grid, shownGames, skipAnnouncementPopup } from '../../support/lobby-support';
import { expect, test } from '../../support/skin-test';

test.use({ viewport: { width: 1280, height: 800 } });

test('the free-trial and play labels fit their buttons on a desktop lobby page', async ({
  page,
  skin,
  t,
  baseURL,
}) => {
  await skipAnnouncementPopup(page);
  let withTrial: string | undefined;
  for (const category of skin.categories) {
    const list = await gateway(baseURL!, skin, 'gamesList', {
      gameType: category,
      pageNo: 1,
      pageSize: 15,
    });
    if (list.games.some((game) => game.supportPlay === 0)) {
      withTrial = category;
      break;
    }
  }
  test.skip(withTrial === undefined, 'no category of the skin has a game with free trial');
  await page.goto(categoryPath(withTrial as (typeof skin.categories)[number]));
  const games = grid(page, t(`category.${withTrial}`));
  await shownGames(games);
  const buttons = games.getByRole('button', {
    name: new RegExp(`^(${t('lobby.freeTrial')}|${t('lobby.play')}):`),
  });
  await expect(buttons.first()).toBeVisible();
  const cut = await buttons.evaluateAll((elements) =>
    elements
      .filter((element) => element.scrollWidth > element.clientWidth)
      .map((element) => element.getAttribute('aria-label')),
  );
  expect(cut, 'buttons whose label does not fit').toEqual([]);
});
