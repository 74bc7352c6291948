import {
  BarChartOutlined,
  CalendarOutlined,
  FileDoneOutlined,
  HomeOutlined,
  UnorderedListOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { MenuIcons } from './menuIconSet';

/** The icons of the doctor's menu. */
const doctorMenuIcons: MenuIcons = {
  home: HomeOutlined,
  today: UnorderedListOutlined,
  insights: BarChartOutlined,
  appointments: CalendarOutlined,
  doctorReviews: FileDoneOutlined,
  profile: UserOutlined,
};
export default doctorMenuIcons;
