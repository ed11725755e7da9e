import type {
  BlogArticle,
  BlogSummary,
  Campaign,
  CategoryRef,
  CategoryTreeNode,
  CategoryWithChildren,
  ContentPage,
  FaqEntry,
  Lang,
  Layout,
  PageSlug,
  Problem,
  ShopProfile,
} from '@bazar/contracts';

/** Sends one request to the API; in one process it is Fastify's inject, otherwise fetch to API_URL. */
export type Transport = (
  path: string,
  init: { method: string; headers: Record<string, string>; body?: string },
) => Promise<Response>;

export interface RequestIdentity {
  lang: Lang;
  fromMobileApp: boolean;
  token?: string | null;
}

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

/** An API answer other than 2xx, carrying the problem details the API sent. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly problem: Problem | null,
  ) {
    super(problem?.detail ?? `API answered ${status}`);
  }

  /**
   * By name, not `instanceof`: in production the server bundle and the React Router build each
   * carry their own copy of this class, and the client is made by the former.
   */
  static is(error: unknown): error is ApiError {
    return error instanceof Error && error.name === 'ApiError';
  }
}

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The typed client over the HTTP contract: one function per call the web uses. */
export function createApiClient(transport: Transport, identity: RequestIdentity) {
  const headers: Record<string, string> = {
    'accept-language': identity.lang,
    frommobileapp: String(identity.fromMobileApp),
    accept: 'application/json',
  };
  if (identity.token) headers.authorization = `Bearer ${identity.token}`;

  async function get<T>(path: string): Promise<T> {
    const response = await transport(path, { method: 'GET', headers });
    if (!response.ok) {
      const problem = response.headers.get('content-type')?.includes('json')
        ? ((await response.json()) as Problem)
        : null;
      throw new ApiError(response.status, problem);
    }
    return (await response.json()) as T;
  }

  return {
    layout: () => get<Layout>('/Home/GetLayout'),
    category: (id: number) => get<CategoryWithChildren>(`/Category/${id}`),
    categoryParents: (id: number) => get<CategoryRef[]>(`/Category/getcategoryparents/${id}`),
    parentCategories: () => get<CategoryWithChildren[]>('/Category/GetParentCategory'),
    subCategories: (id: number) => get<CategoryWithChildren[]>(`/Category/GetSubCategory${query({ id })}`),
    categoryTree: () => get<CategoryTreeNode[]>('/Shop/GetCategories'),
    page: (slug: PageSlug) => get<ContentPage>(`/Content/GetPage${query({ slug })}`),
    blogList: (page: number) => get<Page<BlogSummary>>(`/Blog${query({ page })}`),
    blogArticle: (blogId: number) => get<BlogArticle>(`/Blog/GetById${query({ blogId })}`),
    faq: () => get<FaqEntry[]>('/Faq'),
    campaigns: () => get<Campaign[]>('/Campaign'),
    shop: (name: string) => get<ShopProfile>(`/Shop/GetBySlug${query({ name })}`),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
